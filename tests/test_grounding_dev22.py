"""Grounding behaviours found on the twenty-second development set (bench/ground_cases_dev22):
a Vitest title path and a Surefire line as failing tests, a topic put on hold with "hold on,
before that" and taken up with "back to the …", a fix that is a hosted app's setting, 「じゃ2も」,
and 「header不动」 beside what is wanted."""

from __future__ import annotations

from pathlib import Path

import honing
from honing.grounding import kept, mentions, resolve, settled
from honing.sessions.openai import parse_messages

from .test_grounding_dev5 import write
from .test_grounding_dev14 import _edit

_CONFIG = """export interface Config {
  port: number;
  sessionTtlMs: number;
}

export function loadConfig(): Config {
  return {
    port: Number(process.env.PORT ?? 3000),
    sessionTtlMs: Number(process.env.SESSION_TTL_MINUTES ?? 30) * 60,
  };
}
"""

_AUTH = """import { findUserByEmail } from "../users";

export async function login(req, res) {
  const user = await findUserByEmail(req.body.email);
  req.session.userId = user.id;
  res.json({ ok: true });
}
"""


def test_a_vitest_title_path_is_a_failing_test_and_its_regression_is_the_edit_that_says_it(tmp_path: Path) -> None:
    """"CI red: `session > expires after configured TTL` … also `defaults to 30 minutes` same
    thing" names failing tests by their title path; the edit that made the TTL configurable
    broke them, not the later log line ("same thing" is the same failure, not the same change
    elsewhere) (dev22 a02)."""
    assert [m.kind for m in mentions.find("CI red: `session > expires after configured TTL`")] == ["test"]
    assert [m.kind for m in mentions.find("`cart › applies the coupon` failed")] == ["test"]
    assert "test" not in [m.kind for m in mentions.find("`subtotal > 5000`")]
    assert "test" not in [m.kind for m in mentions.find("`total > FREE_SHIPPING`")]
    root = write(tmp_path, {"src/config.ts": _CONFIG, "src/routes/auth.ts": _AUTH})
    messages = ([{"role": "user", "content": "make session TTL configurable, env SESSION_TTL_MINUTES, default stays 30"}]
                + _edit("e1", "src/config.ts", "    port: Number(process.env.PORT ?? 3000),\n",
                        "    port: Number(process.env.PORT ?? 3000),\n"
                        "    sessionTtlMs: Number(process.env.SESSION_TTL_MINUTES ?? 30) * 60,\n")
                + [{"role": "assistant", "content": "Done: `sessionTtlMs` in `loadConfig` reads SESSION_TTL_MINUTES."},
                   {"role": "user", "content": "ok. add a log line on successful login with user id, no email"}]
                + _edit("e2", "src/routes/auth.ts", "  req.session.userId = user.id;\n",
                        "  req.session.userId = user.id;\n  logger.info({ userId: user.id }, \"login ok\");\n")
                + [{"role": "assistant", "content": "Added `logger.info({ userId: user.id }, \"login ok\")` in "
                                                    "src/routes/auth.ts."}])
    sentence = ("CI red: `session > expires after configured TTL` -> expected 1800000, received 1800. "
                "also `defaults to 30 minutes` same thing. fix pls")
    ref = honing.ground(sentence, messages, cwd=root, turns=2).references[0]
    assert ref.resolved and ref.path == "src/config.ts", ref
    assert ref.start_line is not None and ref.end_line is not None and ref.start_line <= 9 <= ref.end_line, ref


_REPOSITORY = """package com.kuaiyun.crm.user;

public interface UserRepository extends JpaRepository<User, Long> {

    @Query("select count(u) from User u where u.tenantId = :tenantId and u.deletedAt is null")
    long countActiveByTenant(@Param("tenantId") Long tenantId);

    @Query("select count(u) from User u where u.status = :status")
    long countActiveByStatus(@Param("status") UserStatus status);
}
"""

_CONTROLLER = """package com.kuaiyun.crm.user;

@RestController
public class UserController {
    private final UserRepository users;

    @GetMapping("/api/users/stats")
    public Map<UserStatus, Long> stats() {
        Map<UserStatus, Long> out = new EnumMap<>(UserStatus.class);
        for (UserStatus s : UserStatus.values()) {
            out.put(s, users.countActiveByStatus(s));
        }
        return out;
    }
}
"""


def test_a_surefire_failure_line_names_its_test_and_the_edit_it_covers(tmp_path: Path) -> None:
    """「CI 红了」 and Surefire's "UserRepositoryTest.countActiveByStatus_skipsSoftDeleted:41
    expected: 2L but was: 3L": the test is read from the line, the agent's edit whose new
    lines say its words is the place, in the repository its class names (dev22 c02)."""
    said = mentions.find("[ERROR] UserRepositoryTest.countActiveByStatus_skipsSoftDeleted:41 expected: 2L but was: 3L")
    assert ("test", "countActiveByStatus_skipsSoftDeleted") in [(m.kind, m.value) for m in said]
    root = write(tmp_path, {"src/main/java/com/kuaiyun/crm/user/UserRepository.java": _REPOSITORY,
                            "src/main/java/com/kuaiyun/crm/user/UserController.java": _CONTROLLER})
    messages = ([{"role": "user", "content": "users 列表页要显示每个状态的人数，repo 里加个 countActiveByStatus，"
                                             "controller 加个 /api/users/stats"}]
                + _edit("e1", "src/main/java/com/kuaiyun/crm/user/UserRepository.java",
                        "    long countActiveByTenant(@Param(\"tenantId\") Long tenantId);\n",
                        "    long countActiveByTenant(@Param(\"tenantId\") Long tenantId);\n\n"
                        "    @Query(\"select count(u) from User u where u.status = :status\")\n"
                        "    long countActiveByStatus(@Param(\"status\") UserStatus status);\n")
                + _edit("e2", "src/main/java/com/kuaiyun/crm/user/UserController.java",
                        "    private final UserRepository users;\n",
                        "    private final UserRepository users;\n\n    @GetMapping(\"/api/users/stats\")\n")
                + [{"role": "assistant", "content": "加好了：`UserRepository.countActiveByStatus` 和 `UserController.stats`。"}])
    sentence = "CI 红了\n[ERROR] UserRepositoryTest.countActiveByStatus_skipsSoftDeleted:41 expected: 2L but was: 3L\n看下"
    ref = honing.ground(sentence, messages, cwd=root, turns=1).references[0]
    assert ref.resolved and ref.path.endswith("UserRepository.java"), ref
    assert ref.start_line is not None and ref.end_line is not None and ref.start_line <= 8 <= ref.end_line, ref


_REPORTS = """package com.larkspur.reports;

public class ReportRepository {
    public BigDecimal monthlyRevenue(LocalDate from, LocalDate to) {
        return (BigDecimal) em.createNativeQuery(
            "SELECT coalesce(sum(o.total_amount), 0) FROM orders o "
            + "WHERE o.placed_at >= :from AND o.placed_at < :to")
            .getSingleResult();
    }
}
"""


def test_a_topic_put_on_hold_with_before_that_is_taken_up_by_back_to_the(tmp_path: Path) -> None:
    """Turn 1 confirms cancelled orders are counted and asks which statuses; "hold on, before
    that: …" puts it on hold for an index; "ok back to the revenue thing … fix the query" takes
    it up again, though turn 1 used no defect word (dev22 a04)."""
    root = write(tmp_path, {"src/main/java/com/larkspur/reports/ReportRepository.java": _REPORTS,
                            "src/main/resources/db/migration/V8__orders_placed_at_idx.sql":
                                "CREATE INDEX orders_placed_at_idx ON orders (placed_at, status);\n"})
    messages = [
        {"role": "user", "content": "finance says the monthly revenue report includes cancelled orders. can you check"},
        {"role": "assistant", "content": "Confirmed. `ReportRepository.monthlyRevenue` sums every order in the range; "
                                         "the `WHERE` clause (line 7) only filters on `placed_at`. Fix would be adding "
                                         "`AND o.status IN ('PAID', 'SHIPPED')`. Which do you want?"},
        {"role": "user", "content": "hold on, before that: the report is also slow, 4s for a year range. "
                                    "can you add an index for placed_at in a new migration"},
        {"role": "assistant", "content": "Added `V8__orders_placed_at_idx.sql` with an index on "
                                         "`orders (placed_at, status)`."},
        {"role": "user", "content": "is concurrently a problem with flyway?"},
        {"role": "assistant", "content": "Postgres refuses `CREATE INDEX CONCURRENTLY` inside a transaction; "
                                         "I would keep it as is."}]
    assert settled._postponed(parse_messages(messages).turns) == {1}
    sentence = "ok back to the revenue thing, only paid + shipped should count. fix the query"
    ref = honing.ground(sentence, messages, cwd=root, turns=3).references[0]
    assert ref.resolved and ref.path.endswith("ReportRepository.java"), ref
    # "wait, before that" puts off; "the test passed before that change" does not
    assert resolve.vocab.first("wait, before that, the logo", "postpone")
    assert not resolve.vocab.first("it passed before that change", "postpone")
    assert not resolve.vocab.first("roll back to the old version", "resume")


_APP = """require "sinatra/base"
require "stripe"

class ShopApp < Sinatra::Base
  post "/webhooks/stripe" do
    payload = request.body.read
    signature = request.env["HTTP_STRIPE_SIGNATURE"]
    begin
      event = Stripe::Webhook.construct_event(payload, signature, ENV.fetch("STRIPE_WEBHOOK_SECRET"))
    rescue Stripe::SignatureVerificationError
      halt 400, "signature verification failed"
    end
    logger.info("stripe webhook #{event.type} #{event.id}")
  end
end
"""


def test_a_fix_that_is_a_hosted_apps_setting_or_outside_the_repository_resolves_nothing(tmp_path: Path) -> None:
    """"To fix: … `heroku config:set STRIPE_WEBHOOK_SECRET=…`" and 「リポジトリ内の修正では直りません」
    place the fix outside the repository: "ok can you fix it" after a side edit is unresolved,
    not the handler line the error message stands on (dev22 a06, b06)."""
    root = write(tmp_path, {"app.rb": _APP})
    messages = [
        {"role": "user", "content": "stripe webhooks failing on prod, every one is 400 \"signature verification failed\""},
        {"role": "assistant", "content": "The handler looks right: it calls `Stripe::Webhook.construct_event` in app.rb "
                                         "with `STRIPE_WEBHOOK_SECRET`. Did the endpoint change in Stripe?"},
        {"role": "user", "content": "oh. yes marco recreated the endpoint on tuesday"},
        {"role": "assistant", "content": "That's it then. A recreated endpoint gets a new signing secret, and prod still "
                                         "has the old one, so every signature check fails. To fix: copy the new secret "
                                         "from the Stripe dashboard, then\n\n```\nheroku config:set "
                                         "STRIPE_WEBHOOK_SECRET=whsec_... -a kiln-shop\n```"},
        {"role": "user", "content": "ok. unrelated, can we log the event type + id for every webhook"}]
    messages += _edit("e1", "app.rb", "    end\n  end\nend\n",
                      "    end\n    logger.info(\"stripe webhook #{event.type} #{event.id}\")\n  end\nend\n")
    messages += [{"role": "assistant", "content": "Added the log line in `app.rb` after the event is verified."}]
    ref = honing.ground("ok can you fix it", messages, cwd=root, turns=3).references[0]
    assert not ref.resolved, ref
    assert resolve.vocab.first("コード側は問題なさそうです。リポジトリ内の修正では直りません。", "nothing_to_fix")
    # a command that only reads the configuration says nothing of where the fix is
    assert not resolve.vocab.first("run `heroku config:get STRIPE_WEBHOOK_SECRET` to compare", "nothing_to_fix")


def test_an_item_number_after_a_sentence_opener_is_taken(tmp_path: Path) -> None:
    """「じゃ2も直して」 after items 3 and 1 were fixed takes item 2 of the review list, not the
    side question's file (dev22 b07); 「じゃ20個直して」 counts, it picks nothing."""
    assert resolve._numbers_taken("じゃ2も直して") == {2}
    assert resolve._numbers_taken("じゃあ、3お願い") == {3}
    assert resolve._numbers_taken("じゃ20個直して") == set()
    root = write(tmp_path, {"app/controllers/admin/orders_controller.rb":
                            "class Admin::OrdersController < ApplicationController\n  MAX_PER_PAGE = 100\n\n"
                            "  def index\n    @orders = Order.preload(:user)\n"
                            "    @orders = @orders.where(\"created_at >= '#{params[:from]}'\") if params[:from]\n"
                            "    @orders = @orders.page(params[:page]).per(per_page.clamp(1, MAX_PER_PAGE))\n  end\nend\n",
                            ".rubocop.yml": "require: rubocop-rails\nAllCops:\n  NewCops: enable\n"})
    messages = [
        {"role": "user", "content": "admin の注文一覧に絞り込み足したんだけどレビューして"},
        {"role": "assistant", "content": "気になる点は3つです。\n\n1. **N+1**: ビューで `order.user.name` を呼んでいます。\n"
                                         "2. **SQLインジェクション**: `app/controllers/admin/orders_controller.rb` 5 行目の "
                                         "`where(\"created_at >= '#{params[:from]}'\")` は文字列展開なので危険です。\n"
                                         "3. **per_page の上限なし**: 全件取れてしまいます。"},
        {"role": "user", "content": "3 直して、上限100で"},
        {"role": "assistant", "content": "`MAX_PER_PAGE = 100` を定数で追加しました。"},
        {"role": "user", "content": "ちなみに rubocop の Rails 系の cop って有効になってる？"},
        {"role": "assistant", "content": "`require: rubocop-rails` があるので有効です（`NewCops: enable`）。"},
        {"role": "user", "content": "1 もやっといて。preloadで"},
        {"role": "assistant", "content": "`index` を `Order.preload(:user)` にしました。"}]
    ref = honing.ground("じゃ2も直して", messages, cwd=root, turns=4).references[0]
    assert ref.resolved and ref.path == "app/controllers/admin/orders_controller.rb", ref
    assert ref.start_line is not None and ref.end_line is not None and ref.start_line <= 6 <= ref.end_line, ref


def test_a_name_kept_out_beside_what_is_wanted_keeps_out_that_name_only(tmp_path: Path) -> None:
    """「设计那边ok了 header不动 弹窗按钮被挡那个你改下」: the piece 「header不动」 keeps the header's
    file out; the turn that reports the hidden modal button (and names the header too) stays
    the referent, and its modal stylesheet is the place (dev22 c05). 点不动 reports, it keeps
    nothing out."""
    assert resolve.vocab.first("header不动", "deferral")
    assert not resolve.vocab.first("按钮点不动", "deferral")
    root = write(tmp_path, {"src/components/Modal.module.css": ".overlay {\n  position: fixed;\n  inset: 0;\n"
                                                               "  z-index: 50;\n}\n\n.close {\n  top: 8px;\n}\n",
                            "src/components/Header.module.css": ".header {\n  position: sticky;\n  top: 0;\n"
                                                                "  z-index: 1000;\n}\n",
                            "src/components/ProductCard.tsx": "export function ProductCard() {\n  return <button>加入购物车"
                                                              "</button>;\n}\n"})
    messages = [
        {"role": "user", "content": "手机上打开弹窗 右上角关闭按钮被顶部header盖住了 点不到"},
        {"role": "assistant", "content": "`Modal.module.css:4` 的 `.overlay` 是 `z-index: 50`，而 `Header.module.css` 的 "
                                         "`.header` 是 `z-index: 1000`（`position: sticky`），所以弹窗在 header 下面。"
                                         "建议把 `.overlay` 提到 1100，要改吗？"},
        {"role": "user", "content": "先记着 设计说header层级可能要整体调 等她确认。先帮我把 ProductCard 的按钮文案改成「加购」"},
        {"role": "assistant", "content": "改好了，`ProductCard` 的按钮现在是「加购」。"}]
    ref = honing.ground("设计那边ok了 header不动 弹窗按钮被挡那个你改下", messages, cwd=root, turns=2).references[0]
    assert ref.resolved and ref.path == "src/components/Modal.module.css", ref


# --- found by the review of the dev22 round -------------------------------------------------

_DATES = ("from datetime import datetime\n\n\ndef parse_date(s):\n    return datetime.strptime(s, '%Y-%m-%d')\n\n\n"
          "def fmt(d):\n    return d.strftime('%d/%m/%Y')\n")


def test_a_hosted_config_command_beside_a_placed_fix_settles_nothing(tmp_path: Path) -> None:
    """A reply that places the bug (`app/dates.py:5`) and proposes a fix is not settled by an
    aside that also mentions `heroku config:set`, nor by 「リポジトリの外の作業は特に要りません」
    (negated) or 「…場合、コードの修正では直らないので」 (a condition)."""
    root = write(tmp_path, {"app/dates.py": _DATES})
    replies = [
        "`parse_date` in `app/dates.py:5` crashes on an empty string. I'd return None for an empty value. After "
        "deploying you may also want `heroku config:set TZ=UTC`. Want me to change it?",
        "`parse_date`（`app/dates.py:5`）が空文字で落ちています。空なら None を返すようにしましょうか？ "
        "リポジトリの外の作業は特に要りません。",
        "`parse_date`（`app/dates.py:5`）が空文字で落ちています。これでも直らない場合、コードの修正では直らないので"
        "設定を見ます。空なら None を返しましょうか？"]
    for reply in replies:
        messages = [{"role": "user", "content": "GET /report without ?from= returns 500 on prod"},
                    {"role": "assistant", "content": reply}]
        ref = honing.ground("yes fix it", messages, cwd=root, turns=1).references[0]
        assert ref.resolved and ref.path == "app/dates.py", (reply, ref)


def test_a_thing_that_wont_move_is_a_report_not_a_name_kept_out(tmp_path: Path) -> None:
    """「首页的 Carousel 不动了」 reports a carousel that does not move; it keeps nothing out
    (「header不动」 does)."""
    for said in ("Carousel 不动了", "sidebar 不动了", "进度条卡在 99 不动了", "拖拽 不动"):
        assert not resolve.vocab.first(said, "deferral"), said
    root = write(tmp_path, {"src/components/Carousel.tsx":
                            "export function Carousel({ slides }) {\n  const [i, setI] = useState(0);\n  useEffect(() => {\n"
                            "    const t = setInterval(() => setI((i + 1) % slides.length), 3000);\n"
                            "    return () => clearInterval(t);\n  }, []);\n  return <div>{slides[i]}</div>;\n}\n"})
    messages = [{"role": "user", "content": "首页的 Carousel 不动了，只停在第二张，帮忙看下"},
                {"role": "assistant", "content": "原因在 `src/components/Carousel.tsx:4`：`setInterval` 闭包里的 `i` 永远是 0。"
                                                 "改成 `setI(prev => (prev + 1) % slides.length)` 就行。要改吗？"}]
    ref = honing.ground("改吧", messages, cwd=root, turns=1).references[0]
    assert ref.resolved and ref.path == "src/components/Carousel.tsx", ref


def test_a_name_stays_with_its_keeping_words_across_a_space(tmp_path: Path) -> None:
    """「imgcore 那边别动了 tests 那个加上吧」 without a comma: the space after a Latin name does
    not part it from 那边别动了, and the piece that asks (tests) picks the test target's line,
    not the library's the user kept out. A long run of spaces is read in linear time."""
    assert kept._pieces("imgcore 那边别动了 tests 那个加上吧") == ["imgcore 那边别动了", "tests 那个加上吧"]
    assert kept._pieces("设计那边ok了 header 不动 弹窗按钮被挡那个你改下") == [
        "设计那边ok了", "header 不动", "弹窗按钮被挡那个你改下"]
    root = write(tmp_path, {
        "src/CMakeLists.txt": "add_library(imgcore SHARED image.cpp)\n\ntarget_link_libraries(imgcore PRIVATE fmt::fmt)\n",
        "tests/CMakeLists.txt": "find_package(GTest REQUIRED)\n\nadd_executable(imgcore_tests test_resize.cpp)\n"
                                "target_link_libraries(imgcore_tests PRIVATE imgcore GTest::gtest_main)\n"})
    messages = [
        {"role": "user", "content": "CI 链接挂了：undefined reference to `fmt::v10::vformat`，先别改，看看原因"},
        {"role": "assistant", "content": "原因是 `src/CMakeLists.txt:3` 把 fmt 改成了 PRIVATE。\n\n两种修法：\n\n"
                                         "1. 在 `tests/CMakeLists.txt:4` 给 `imgcore_tests` 加上 `fmt::fmt`。\n"
                                         "2. 把 `src/CMakeLists.txt:3` 改回 `PUBLIC fmt::fmt`。\n\n我建议第 1 种。"}]
    for sentence in ("那 imgcore 那边别动了 tests 那个加上吧", "tests 那个加上吧 src 那边别动了"):
        ref = honing.ground(sentence, messages, cwd=root, turns=1).references[0]
        assert ref.resolved and ref.path == "tests/CMakeLists.txt", (sentence, ref)
    assert kept._pieces(" " * 50_000 + "x") == [" " * 50_000 + "x"]


def test_a_title_path_is_words_beside_a_failure_and_code_is_not_a_title() -> None:
    """`attempts > MAX_ATTEMPTS or force`, SQL, shell redirections and menu paths stay code;
    a Vitest title is read as a test only beside a failure."""
    for code in ("attempts > MAX_ATTEMPTS or force", "count > limit and not dry_run",
                 "where created_at > now() - interval '1 day'", "Settings > Notifications > Email digest",
                 "File > Save As", "python manage.py dumpdata > data.json --indent 2"):
        assert "test" not in [m.kind for m in mentions.find(f"`{code}` is broken")], code
    assert "test" not in [m.kind for m in mentions.find("`session > expires after configured TTL` passes")]
    # Surefire's line is a test only where a failure follows it
    assert "test" not in [m.kind for m in mentions.find("LoadTest.rps:500 is the target")]
    assert ("test", "barBaz") in [(m.kind, m.value) for m in mentions.find("FooTest.barBaz:12 » NullPointer")]


def test_back_to_needs_a_topic_and_a_revert_is_no_resumption(tmp_path: Path) -> None:
    """"ok, back to the previous version of export_csv, revert your edit" and "back to the
    drawing board" take up nothing put on hold; "ok back to the report thing" does."""
    root = write(tmp_path, {"app/report.py": "def monthly_revenue(orders):\n    return sum(o.total for o in orders)\n",
                            "app/export.py": "import csv\n\n\ndef export_csv(rows, out):\n    w = csv.writer(out)\n"
                                             "    for r in rows:\n        w.writerow(r)\n"})
    messages = [
        {"role": "user", "content": "the monthly revenue report includes cancelled orders"},
        {"role": "assistant", "content": "Confirmed: `monthly_revenue` in `app/report.py:2` sums every order. Filter on status?"},
        {"role": "user", "content": "let's park that. first, make export_csv write a header row"},
        {"role": "assistant", "content": "Done: `export_csv` in `app/export.py` now writes `w.writerow(HEADER)` first."}]
    ref = honing.ground("ok, back to the previous version of export_csv, revert your edit", messages, cwd=root,
                        turns=2).references[0]
    assert ref.path != "app/report.py", ref
    ref = honing.ground("ok back to the report thing, filter out cancelled", messages, cwd=root, turns=2).references[0]
    assert ref.resolved and ref.path == "app/report.py", ref


def test_a_count_after_an_opener_is_no_item_and_a_file_is_kept_out_by_its_own_name() -> None:
    """「那3条都改一下」 counts three; 「あと1だけ確認して」 is no pick. 「api docs 不动，reports.py
    第5行修一下」 keeps docs/api.md out, not app/api/reports.py, which the asking piece names."""
    assert resolve._numbers_taken("那3条都改一下") == set()
    assert resolve._numbers_taken("然后2条建议都不用管") == set()
    assert resolve._numbers_taken("あと1だけ確認して") == set()
    messages = [{"role": "user", "content": "GET /reports 500"},
                {"role": "assistant", "content": "`app/api/reports.py:5` raises KeyError; `docs/api.md` documents it."}]
    turns = parse_messages(messages).turns
    assert kept.kept_files("api docs 不动，reports.py 第5行修一下", turns) == frozenset({"docs/api.md"})
