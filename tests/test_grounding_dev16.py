"""Grounding behaviours found on the sixteenth development set (bench/ground_cases_dev16):
secrets that live outside the repository, a sentence that opens by putting the last offer
off, a fix clause that names its file in plain words, the same change still to make in a
file the agent named by `path:line`."""

from __future__ import annotations

from pathlib import Path

import honing
from honing.grounding import outside, prose, settled

from .test_grounding_dev5 import write
from .test_grounding_dev14 import _edit

_DB_JS = ("const { Pool } = require('pg');\n\n"
          "function createPool() {\n  const url = process.env.DATABASE_URL;\n"
          "  if (!url) throw new Error('DATABASE_URL is not set');\n  return new Pool({ connectionString: url });\n}\n\n"
          "module.exports = { createPool };\n")


def test_a_clause_that_wonders_is_no_new_report() -> None:
    """「别是上次改路径改出问题了」 ("don't tell me the path change broke it") wonders about the
    report already on the table, like a question; so does "it's not the path change, is it"."""
    assert prose._asks("别是上次改路径改出问题了")
    assert prose._asks("it's not the path change, is it")
    assert prose._asks("まさか前回のパス変更のせいじゃないよね")
    assert not prose._asks("上次改路径改出问题了")
    assert not prose._reports("compose 里那个 env_file 路径是对的吧？别是上次改路径改出问题了")


def test_a_password_kept_outside_the_repository_is_no_place_to_change(tmp_path: Path) -> None:
    """The agent found the repository fine (仓库这边没问题; "Nothing in this repository holds the
    password") and a follow-up only wondered about the path: "change that password" has no place
    in the project (it used to name the README the last reply quoted)."""
    root = write(tmp_path, {"src/db.js": _DB_JS, "deploy/README.md": "# deploy\n\nops renders /opt/app/.env\n"})
    messages = [
        {"role": "user", "content": "staging 连不上库了，日志：password authentication failed for user \"notice\""},
        {"role": "assistant", "content": "查下来仓库这边没问题，问题在 staging 主机上的密钥：`src/db.js` 只是读 "
                                         "`process.env.DATABASE_URL`。需要在 ops/infra-secrets 里更新密码。"},
        {"role": "user", "content": "compose 里那个 env_file 路径是对的吧？别是上次改路径改出问题了"},
        {"role": "assistant", "content": "路径是对的，和 `deploy/README.md` 里写的一致。所以就是密码本身过期了。"}]
    ref = honing.ground("行 新密码DBA发群里了，那你把那个密码改一下吧", messages, cwd=root).references[0]
    assert not ref.resolved, ref
    english = [
        {"role": "user", "content": "the worker fails: Access denied for user 'invoicer' (using password: YES)"},
        {"role": "assistant", "content": "That's a credentials problem, not a code problem. The worker reads "
                                         "`/etc/app/worker.env` on the host. Nothing in this repository holds the password: "
                                         "`src/db.js` only reads the variable."},
        {"role": "user", "content": "it's not the path change, is it"},
        {"role": "assistant", "content": "No, the path in `deploy/README.md` is right; the password itself is stale."}]
    assert not honing.ground("ok fix the password thing", english, cwd=root).references[0].resolved
    # an agent that says the code itself is fine but blames the CI file is no such conclusion
    assert not outside.finds_nothing("代码本身没问题，是 CI 的 node 版本矩阵里还有 16")


_CONFIG_GO = ("package config\n\nimport (\n\t\"os\"\n\t\"time\"\n)\n\n"
              "type Config struct {\n\tHoldTTL time.Duration\n}\n\n"
              "func Load() (Config, error) {\n\tttl, err := time.ParseDuration(os.Getenv(\"HOLD_TTL\"))\n"
              "\tif err != nil {\n\t\treturn Config{}, err\n\t}\n\treturn Config{HoldTTL: ttl}, nil\n}\n")
_STAGING = "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: holdsvc\ndata:\n  LOG_LEVEL: debug\n  HOLD_TTL: \"15\"\n"
_PROD = "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: holdsvc\ndata:\n  LOG_LEVEL: info\n  HOLD_TTL: \"15m\"\n"


def test_later_puts_off_the_last_offer_and_the_fix_clause_names_its_file_in_words(tmp_path: Path) -> None:
    """"later. just fix the value for now": the first clause puts off what the last reply
    offered (a CI check), and the fix the reply before proposed "in the staging ConfigMap" names
    deploy/k8s/overlays/staging/configmap.yaml in plain words, over the parser line where the
    error is raised (dev16 a02)."""
    root = write(tmp_path, {"internal/config/config.go": _CONFIG_GO,
                            "deploy/k8s/overlays/staging/configmap.yaml": _STAGING,
                            "deploy/k8s/overlays/prod/configmap.yaml": _PROD})
    messages = [
        {"role": "user", "content": "staging crashloops:\nload config: HOLD_TTL: time: missing unit in duration \"15\""},
        {"role": "assistant", "content": "It's config. `config.Load` parses `HOLD_TTL` with `time.ParseDuration` "
         "(`internal/config/config.go:14`), which needs a unit. rg shows\n\n"
         "    deploy/k8s/overlays/staging/configmap.yaml:7:  HOLD_TTL: \"15\"\n"
         "    deploy/k8s/overlays/prod/configmap.yaml:7:  HOLD_TTL: \"15m\"\n\n"
         "The fix is to give it a unit in the staging ConfigMap. Alternatively `config.Load` could treat a bare "
         "number as minutes, but I'd rather keep the format strict. Want me to change it?"},
        {"role": "user", "content": "why didnt CI catch that"},
        {"role": "assistant", "content": "The `manifests` job only renders the overlays. A `-check-config` flag on "
         "`cmd/holdsvc` would catch it. I can sketch that if you want."}]
    ref = honing.ground("later. just fix the value for now, 5m is fine", messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "deploy/k8s/overlays/staging/configmap.yaml", ref
    assert ref.start_line <= 7 <= ref.end_line
    assert settled._puts_off("later.") and settled._puts_off("ok, not now") and settled._puts_off("あとで。")
    assert not settled._puts_off("later tonight fix the parser")


_SLACK = ("package notify\n\nimport \"net/http\"\n\nconst slackTimeout = 5\n\n"
          "func NewSlackNotifier() *http.Client {\n\treturn &http.Client{Timeout: slackTimeout}\n}\n")
_STRIPE = ("package billing\n\nimport \"net/http\"\n\ntype Client struct {\n\thttp *http.Client\n}\n\n"
           "func NewClient() *Client {\n\treturn &Client{http: &http.Client{}}\n}\n")
_GEO = ("package geo\n\nimport \"net/http\"\n\ntype Lookup struct {\n\thttp *http.Client\n}\n\n"
        "func New() *Lookup {\n\treturn &Lookup{http: &http.Client{Timeout: 3}}\n}\n")


def test_the_same_change_goes_where_the_reply_named_another_file_by_path_and_line(tmp_path: Path) -> None:
    """"the other one without a timeout, the same way": the edited slack client's old lines
    stand alike in every client file, and the reply named `internal/billing/stripe.go:10` as
    also lacking one; that place decides (it used to be a tie, and unresolved; dev16 b02)."""
    root = write(tmp_path, {"internal/notify/slack.go": _SLACK, "internal/billing/stripe.go": _STRIPE,
                            "internal/geo/lookup.go": _GEO})
    messages = [{"role": "user", "content": "slack webhooks hang the worker, add a timeout"},
                *_edit("e1", "internal/notify/slack.go", "import \"net/http\"\n\nfunc NewSlackNotifier() *http.Client {",
                       "import \"net/http\"\n\nconst slackTimeout = 5\n\nfunc NewSlackNotifier() *http.Client {"),
                {"role": "assistant", "content": "Added a 5s timeout to the Slack client. By the way, "
                 "`internal/billing/stripe.go:10` builds its `&http.Client{}` without a timeout too "
                 "(`internal/geo/lookup.go` already has 3s). I left it."}]
    ref = honing.ground("ok, do the other one the same way", messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "internal/billing/stripe.go" and ref.start_line <= 10 <= ref.end_line, ref


_COUPONS = ("<?php\n\nclass CouponService\n{\n    public function discountFor($coupon, $total)\n    {\n"
            "        return $total * $coupon->rate;\n    }\n\n"
            "    public function redeem($coupon)\n    {\n"
            "        if ($coupon->used_count >= $coupon->max_uses) {\n            throw new CouponException();\n        }\n"
            "        $coupon->used_count = $coupon->used_count + 1;\n        $coupon->save();\n    }\n}\n")
_CONTROLLER = ("<?php\n\nclass CouponController\n{\n    public function redeem($request)\n    {\n"
               "        return $this->coupons->redeem($request->coupon());\n    }\n}\n")


def test_item_two_too_goes_on_through_the_list_the_user_was_working_through(tmp_path: Path) -> None:
    """「那第2个也按你说的改吧」 after "1 和 3 先改了" and a later reply that lays out two ways to fix
    item 2: "2 too" is item 2 of the review, not the second way; and its one-line quote of two
    statements finds each line in the file (dev16 c05)."""
    root = write(tmp_path, {"app/Services/CouponService.php": _COUPONS,
                            "app/Http/Controllers/CouponController.php": _CONTROLLER})
    review = ("看完了，有 3 个问题：\n\n"
              "1. **折扣没有封顶**（`discountFor()`）：`percent` 类型直接按比例算。\n"
              "2. **核销有并发超发**（`redeem()` 第 15 行）：`$coupon->used_count = $coupon->used_count + 1; "
              "$coupon->save();` 是先读后写。\n"
              "3. **没有校验每人限用次数**：同一个用户可以反复用。\n")
    ways = ("会的，事务不保证别人读不到旧值。改法有两种：\n\n"
            "1. **原子条件更新**（推荐）：`Coupon::whereKey($id)->increment('used_count')`\n"
            "2. 事务里先 `lockForUpdate()` 重新读一次再判断。\n\n我倾向第 1 种。")
    messages = [{"role": "user", "content": "帮我 review 下 app/Services/CouponService.php"},
                {"role": "assistant", "content": review},
                {"role": "user", "content": "1 和 3 先改了"},
                {"role": "assistant", "content": "改好了，1 和 3 都加了测试。"},
                {"role": "user", "content": "第2条没太看懂，已经包了事务了，还会超发？"},
                {"role": "assistant", "content": ways}]
    ref = honing.ground("懂了 那第2个也按你说的改吧", messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "app/Services/CouponService.php", ref
    assert ref.start_line <= 15 <= ref.end_line
    # without "too" the newest list is the one picked from: its second way
    plain = honing.ground("那就按第2个改吧", messages, cwd=root)
    assert plain.references[0].turn == 3, plain.references[0]


def test_review_of_round_one_each_new_rule_keeps_to_its_case(tmp_path: Path) -> None:
    """A review found the first round's rules reaching too far; each stays where it belongs."""
    # a wondering clause followed by a report is a report
    assert prose._reports("别是上次改路径改出问题了，现在导出 CSV 也报错了：TypeError")
    assert prose._reports("Hopefully it's not the deploy, but the CSV export now crashes with TypeError")
    assert prose._reports("不会是缓存的原因，我已经清过缓存了，页面还是报 500")
    # a registry that is fine is not this repository; a setting nothing sets is the defect
    assert not outside.finds_nothing("镜像仓库没问题，问题出在 `Dockerfile` 第 10 行的基础镜像版本")
    assert not outside.finds_nothing("Nothing in the codebase sets a timeout on the HTTP session: `src/client.py:6`")
    # "Not yet." that answers the reply's question puts nothing off
    root = write(tmp_path, {"src/export.js": "function exportCsv(rows) {\n  return rows[0].id;\n}\n"})
    messages = [{"role": "user", "content": "the csv export crashes on an empty report"},
                {"role": "assistant", "content": "The bug is in `src/export.js:2`: `rows[0]` is undefined when the "
                 "report is empty. Did you already deploy yesterday's release to staging?"}]
    ref = honing.ground("Not yet. Fix the crash first.", messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "src/export.js", ref


def test_review_of_round_one_fix_words_and_same_change(tmp_path: Path) -> None:
    """"want me to run the shop tests" says nothing of where the fix goes, and words after "not"
    name the place ruled out; the same change skips a place the reply cleared."""
    root = write(tmp_path, {"src/shop/checkout.py": "def total(items):\n    s = 0\n    return s - 1\n",
                            "tests/shop/test_checkout.py": "from shop.checkout import total\n\n\n\n\n"
                                                           "def test_total():\n    assert total([]) == 0\n"})
    messages = [{"role": "user", "content": "checkout totals are off by one"},
                {"role": "assistant", "content": "The bug is in `src/shop/checkout.py:3`: it subtracts one. "
                 "See `tests/shop/test_checkout.py:6`. Want me to run the shop tests afterwards?"}]
    ref = honing.ground("ok fix it", messages, cwd=root).references[0]
    assert ref.path == "src/shop/checkout.py", ref
    slack = {"internal/notify/slack.go": _SLACK, "internal/billing/stripe.go": _STRIPE, "internal/geo/lookup.go": _GEO}
    root = write(tmp_path / "go", slack)
    messages = [{"role": "user", "content": "slack webhooks hang the worker, add a timeout"},
                *_edit("e1", "internal/notify/slack.go", "import \"net/http\"\n\nfunc NewSlackNotifier() *http.Client {",
                       "import \"net/http\"\n\nconst slackTimeout = 5\n\nfunc NewSlackNotifier() *http.Client {"),
                {"role": "assistant", "content": "Added a 5s timeout. `internal/geo/lookup.go:10` already sets 3s, "
                 "so that one is fine."}]
    ref = honing.ground("ok, the same thing for the other one", messages, cwd=root).references[0]
    assert ref.path != "internal/geo/lookup.go", ref


def test_a_bare_later_is_read_in_linear_time() -> None:
    """The filler pattern of the first round rescanned a run of spaces from every position in
    it (32,000 spaces took 3 s). Growth, not seconds: 8x the text within 24x the time."""
    import time

    def best(n: int) -> float:
        times = []
        for _ in range(5):
            start = time.perf_counter()
            settled._puts_off("x" + " " * n + "y")
            times.append(time.perf_counter() - start)
        return min(times)

    small, large = best(4_000), best(32_000)
    assert large <= max(small, 1e-4) * 24, (small, large)


def test_not_a_code_problem_but_a_config_line_in_the_repository_is_a_place(tmp_path: Path) -> None:
    """"a configuration problem, not a code problem: `config/settings.yaml:4`" puts the cause in
    a file of the repository; so does 不用改代码，配置在 `config/app.yaml:4`. Only a place the
    project holds counts: an absolute path on the host or a vendored file settles the report."""
    assert not outside.finds_nothing("It's a configuration problem, not a code problem: `config/settings.yaml:4` "
                                    "sets the timeout to 5 ms.")
    assert not outside.finds_nothing("不用改代码，配置在 `config/app.yaml:4`，超时写成了 5ms。")
    assert outside.finds_nothing("That's a credentials problem, not a code problem. The worker reads "
                                "`/etc/app/worker.env:3` on the host.")
    assert outside.finds_nothing("Not a code problem: the crash is inside `node_modules/left-pad/index.js:12`.")
    settings = "app:\n  name: shop\n  retries: 3\n  timeout_ms: 5\n"
    root = write(tmp_path, {"config/settings.yaml": settings, "src/client.py": "import yaml\n\n\ndef load():\n"
                            "    return yaml.safe_load(open('config/settings.yaml'))\n"})
    messages = [
        {"role": "user", "content": "every request to the payment API times out at once"},
        {"role": "assistant", "content": "It's a configuration problem, not a code problem: "
                                         "`config/settings.yaml:4` sets `timeout_ms: 5`, five milliseconds."}]
    ref = honing.ground("ok fix it", messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "config/settings.yaml" and ref.start_line <= 4 <= ref.end_line, ref


def test_a_sentence_that_keeps_one_place_out_and_asks_for_another_by_its_word(tmp_path: Path) -> None:
    """「那 imgcore 那边别动了，tests 那个加上吧」: the part that keeps out names imgcore, the
    part that asks names tests; the reply's two ways to fix (两种修法) both mention imgcore,
    and the one in tests/CMakeLists.txt is the one asked for (dev16 c08)."""
    root = write(tmp_path, {
        "src/CMakeLists.txt": "add_library(imgcore SHARED image.cpp)\n\ntarget_link_libraries(imgcore PRIVATE fmt::fmt)\n",
        "tests/CMakeLists.txt": "find_package(GTest REQUIRED)\n\nadd_executable(imgcore_tests test_resize.cpp)\n"
                                "target_link_libraries(imgcore_tests PRIVATE imgcore GTest::gtest_main)\n",
        "tools/CMakeLists.txt": "add_executable(imgconv imgconv.cpp)\ntarget_link_libraries(imgconv PRIVATE imgcore fmt::fmt)\n"})
    messages = [
        {"role": "user", "content": "CI 链接挂了：undefined reference to `fmt::v10::vformat`，先别改，看看原因"},
        {"role": "assistant", "content": "原因是 `src/CMakeLists.txt:3` 把 fmt 改成了 PRIVATE，`imgcore` 不再把 fmt 传给下游；"
         "`tests/CMakeLists.txt:4` 的 `imgcore_tests` 只链了 `imgcore` 和 gtest。`tools/CMakeLists.txt` 自己链了 fmt。\n\n"
         "两种修法：\n\n1. 在 `tests/CMakeLists.txt:4` 给 `imgcore_tests` 加上 `fmt::fmt`。\n"
         "2. 把 `src/CMakeLists.txt:3` 改回 `PUBLIC fmt::fmt`，`imgcore` 的下游都会带上 fmt。\n\n我建议第 1 种。"}]
    ref = honing.ground("那 imgcore 那边别动了，tests 那个加上吧", messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "tests/CMakeLists.txt" and ref.start_line <= 4 <= ref.end_line, ref


def test_a_value_outside_the_repository_named_by_a_line_that_only_lists_it_settles_the_report() -> None:
    """"The value isn't in the repo, only its name: `config/deploy.yml:3` lists it": the line
    named after it is no cause in the project (dev13 a05 stays unresolved)."""
    assert outside.finds_nothing("The value isn't in the repo, only its name: `config/deploy.yml:3` lists it.")
