"""Grounding behaviours found on the last misses of the thirty-fifth and thirty-seventh
development sets, and on the thirty-eighth (bench/ground_cases_dev38)."""

from __future__ import annotations

from pathlib import Path

import honing
from honing.grounding import candidates

from .test_grounding_dev5 import write

_PROGRAM = ("using Clinic.Api.Jobs;\nusing Clinic.Api.Options;\n\nvar builder = WebApplication.CreateBuilder(args);\n\n"
            + "".join(f"// setup {n}\n" for n in range(6, 13))
            + "builder.Services.Configure<SmtpOptions>(builder.Configuration.GetSection(SmtpOptions.Section));\n"
            "builder.Services.Configure<ReminderOptions>(builder.Configuration.GetSection(\"Reminder\"));\n"
            "builder.Services.AddHostedService<ReminderJob>();\n\nvar app = builder.Build();\napp.Run();\n")
_BINDING_LINE = _PROGRAM.split("\n").index(
    "builder.Services.Configure<ReminderOptions>(builder.Configuration.GetSection(\"Reminder\"));") + 1
_OPTIONS = ("namespace Clinic.Api.Options;\n\npublic class ReminderOptions\n{\n"
            "    public const string Section = \"Reminders\";\n\n    public int LeadTimeHours { get; set; }\n\n"
            "    public int SendWindowMinutes { get; set; } = 15;\n}\n")


def _reminder_session(intro: str) -> list[dict[str, object]]:
    """One turn: the reply names `Program.cs` and the binding's line with ``intro`` above a
    fenced quote of that line, and ends by naming the options class's section constant, which
    is right and unused there, beside the line above that uses its own (dev37 a09)."""
    return [
        {"role": "user", "content": "reminders arrive at the appointment time, LeadTimeHours is 24 in appsettings. why?"},
        {"role": "assistant", "content": (
            "Found it. It's a configuration binding mismatch.\n\n"
            f"- `Program.cs` line {_BINDING_LINE} {intro}\n  ```csharp\n"
            "  builder.Services.Configure<ReminderOptions>(builder.Configuration.GetSection(\"Reminder\"));\n  ```\n"
            "- So `ReminderOptions.LeadTimeHours` stays at its default `0` and `SendWindowMinutes` decides alone.\n\n"
            "`ReminderOptions` even has `public const string Section = \"Reminders\";`, it just isn't used there "
            "(the SMTP line above it uses `SmtpOptions.Section`). "
            "The fix is to bind with `GetSection(ReminderOptions.Section)`.")}]


def test_a_fenced_line_introduced_by_a_place_counts_as_much_as_the_place(tmp_path: Path) -> None:
    """「`Program.cs` line 14 binds the options from "Reminder":」 above the quoted line: the
    quote is that line, as strong as the place that introduces it, and outweighs the class
    named twice later whose constant is right (dev37 a09)."""
    project = write(tmp_path, {"Program.cs": _PROGRAM, "Options/ReminderOptions.cs": _OPTIONS})
    ref = honing.ground("ok now fix the reminders going out at appointment time",
                        _reminder_session("binds the options from **`\"Reminder\"`** (singular):"),
                        cwd=project, turns=1).references[0]
    assert ref.resolved and ref.path == "Program.cs", ref
    assert ref.start_line is not None and ref.end_line is not None
    assert ref.start_line <= _BINDING_LINE <= ref.end_line, ref


def test_only_a_colon_with_a_place_and_its_line_lifts_a_fenced_block() -> None:
    """The lift needs the three: a colon closing the line above the fence, a place, and its
    line; a block after prose, or after a file named without a line, keeps its own weight."""
    block = "\n```csharp\nbuilder.Services.AddHostedService<ReminderJob>();\n```\n"
    for lead, lifted in (("`Program.cs` line 14 binds it:", True), ("`Program.cs` binds it:", False),
                         ("`Program.cs` line 14 binds it.", False), ("It binds it like this:", False)):
        text = "Found it.\n" + lead + block
        assert (candidates._introduced_by_place(text, text.index("```"), False) > 0) is lifted, lead


_USE_ORDERS = ("import { ref } from 'vue'\nimport { fetchOrders } from '../api/orders'\n\n"
               "export function useOrders() {\n  const orders = ref([])\n  const loading = ref(false)\n"
               + "".join(f"  // state {n}\n" for n in range(7, 12))
               + "  async function load(page: number) {\n    loading.value = true\n    try {\n"
               "      orders.value = []\n      const res = await fetchOrders(page)\n      orders.value = res.list\n"
               "    } finally {\n      loading.value = false\n    }\n  }\n\n  return { orders, loading, load }\n}\n")
_CLEAR_LINE = _USE_ORDERS.split("\n").index("      orders.value = []") + 1
_TABLE = ("<template>\n  <el-table :data=\"sorted\" v-loading=\"loading\" empty-text=\"暂无订单\" />\n</template>\n"
          "<script setup lang=\"ts\">\n"
          + "".join(f"// table {n}\n" for n in range(5, 15))
          + "const sorted = computed(() => [...orders.value].sort((a, b) => Number(a.amount) - Number(b.amount)))\n"
          "</script>\n")


def _flash_session(offer: str) -> list[dict[str, object]]:
    """Turn 1 reports two problems; the reply explains both, fixes the sort with an edit and
    ends with ``offer`` about the flash. Turn 2 opens 「排序可以了👍」 and asks for a vite proxy,
    which the agent adds (dev38 c03)."""
    from .test_grounding_dev36 import _call
    sort_fix = {"file_path": "src/components/OrderTable.vue", "old_string": "String(a.amount).localeCompare(String(b.amount))",
                "new_string": "Number(a.amount) - Number(b.amount)"}
    proxy = {"file_path": "vite.config.ts", "old_string": "  server: {},",
             "new_string": "  server: { proxy: { '/api': { target: 'http://localhost:8080', changeOrigin: true } } },"}
    return [
        {"role": "user", "content": "订单列表两个问题：1）翻页的时候表格会先闪一下“暂无订单”再出数据；2）按金额排序不对。先看看"},
        {"role": "assistant", "content": None, "tool_calls": [_call("e1", "edit", sort_fix)]},
        {"role": "tool", "tool_call_id": "e1", "content": "ok"},
        {"role": "assistant", "content": (
            "两个原因都找到了：\n\n"
            f"1. **闪“暂无订单”**：`src/composables/useOrders.ts` 第 {_CLEAR_LINE} 行，`load()` 一开始就 `orders.value = []`，"
            "请求回来之前表格是空的，就闪一下。\n"
            "2. **金额排序**：`src/components/OrderTable.vue` 把金额当字符串 `localeCompare`。\n\n"
            "排序改好了，`amount` 用 `Number()` 相减。\n\n" + offer)},
        {"role": "user", "content": "排序可以了👍 另外本地联调后端在 8080，vite 帮我配个 /api 的 proxy"},
        {"role": "assistant", "content": None, "tool_calls": [_call("e2", "edit", proxy)]},
        {"role": "tool", "tool_call_id": "e2", "content": "ok"},
        {"role": "assistant", "content": "加好了：`vite.config.ts` 的 `server.proxy` 里 `/api` 转到 `http://localhost:8080`。"}]


def test_a_change_said_to_work_leaves_open_what_the_same_reply_still_offers(tmp_path: Path) -> None:
    """「排序可以了👍」 confirms the sort the reply changed, not the flash its last paragraph
    offers to fix (「要不要一起改你说一声」): 「闪屏那个也弄一下吧」 goes to the flash, named by
    another form of the same symptom (「闪一下」); without the offer the exchange is settled."""
    project = write(tmp_path, {"src/composables/useOrders.ts": _USE_ORDERS, "src/components/OrderTable.vue": _TABLE,
                               "vite.config.ts": "export default defineConfig({\n  server: { proxy: { '/api': "
                                                 "{ target: 'http://localhost:8080', changeOrigin: true } } },\n})\n"})
    offer = "闪一下那个，改法是 `load()` 里不清空旧数据，靠 `v-loading` 表示加载中；要不要一起改你说一声。"
    ref = honing.ground("闪屏那个也弄一下吧", _flash_session(offer), cwd=project, turns=2).references[0]
    assert ref.resolved and ref.path == "src/composables/useOrders.ts", ref
    assert ref.start_line is not None and ref.end_line is not None
    assert ref.start_line <= _CLEAR_LINE <= ref.end_line, ref
    settled = honing.ground("闪屏那个也弄一下吧", _flash_session("都处理完了。"), cwd=project, turns=2).references[0]
    assert settled.path != "src/composables/useOrders.ts", settled


def test_a_symptom_phrase_matches_its_own_forms_only() -> None:
    """「闪屏」 and 「闪一下」 are one phrase of the telling table; 「闪退」 (a crash) is another."""
    from honing.grounding import vocab

    def same(a: str, b: str) -> bool:
        return any(p.search(a) and p.search(b) for p in vocab.phrases("telling"))

    assert same("闪屏那个也弄一下吧", "闪一下那个，要不要一起改")
    assert not same("闪退那个也弄一下吧", "闪一下那个，要不要一起改")
    assert same("the timeout one", "that timeout, want me to fix it?")


_DEPLOY = ("name: deploy\non:\n  push:\n    branches: [main]\npermissions:\n  id-token: write\n  contents: read\n"
           "jobs:\n  deploy:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n"
           "      - uses: aws-actions/configure-aws-credentials@v4\n        with:\n"
           "          role-to-assume: arn:aws:iam::123456789012:role/deploy\n          aws-region: eu-central-1\n"
           + "".join(f"      - run: echo step {n}\n" for n in range(18, 32)))
_OIDC = "Error: Could not assume role with OIDC: Not authorized to perform sts:AssumeRoleWithWebIdentity"


def test_a_rerun_with_the_same_error_keeps_the_report_settled_outside_the_repo(tmp_path: Path) -> None:
    """The agent bumped the action (an edit) and said what to do if it still fails; "pushed,
    reran, same error" is the same report, not a new one, so the next reply's "Nothing in this
    repo can fix that" settles it: "just fix it" names no line (dev38 a08)."""
    from .test_grounding_dev36 import _call
    bump = {"file_path": ".github/workflows/deploy.yml", "old_string": "configure-aws-credentials@v2",
            "new_string": "configure-aws-credentials@v4"}
    session = [
        {"role": "user", "content": f"deploy job on main fails since yesterday afternoon:\n\n{_OIDC}"},
        {"role": "assistant", "content": None, "tool_calls": [_call("e1", "edit", bump)]},
        {"role": "tool", "tool_call_id": "e1", "content": "ok"},
        {"role": "assistant", "content": (
            "`id-token: write` is set, so the token request is fine. I bumped `configure-aws-credentials` from v2 to v4 "
            "in `.github/workflows/deploy.yml`; if it still fails, the problem is the role's trust policy.")},
        {"role": "user", "content": "pushed, reran, same error"},
        {"role": "assistant", "content": (
            "Found it: the repository was renamed yesterday, and the role's trust policy in AWS only trusts the old "
            "`sub`. Nothing in this repo can fix that. The trust policy lives in `acme/infra`, which platform owns.")}]
    project = write(tmp_path, {".github/workflows/deploy.yml": _DEPLOY})
    ref = honing.ground("ugh. ok can you just fix it so the deploy goes through today", session, cwd=project,
                        turns=2).references[0]
    assert not ref.resolved, ref
    assert "found nothing in the project" in (ref.reason or ""), ref


def test_no_problem_in_the_workflow_is_no_cause_placed_in_it(tmp_path: Path) -> None:
    """「ワークフロー自体に問題はありません」 clears the workflow: 「問題は」 there places no cause,
    so the reply that puts the cause in AWS's trust policy settles the report (dev38 b04)."""
    session = [
        {"role": "user", "content": f"mainのdeployが昨日から落ちてる。GitHubのorg移管してからかも\n\n{_OIDC}"},
        {"role": "assistant", "content": (
            "原因はほぼ確定で、リポジトリ側ではなく AWS 側の IAM ロールの信頼ポリシーです。\n\n"
            "- `deploy.yml` は `permissions: id-token: write` もあり、`role-to-assume: arn:aws:iam::123456789012:role/deploy` "
            "も移管前と同じで、ワークフロー自体に問題はありません。\n"
            "- 信頼ポリシーの `sub` 条件が移管前の org のままだと、まさにこのエラーになります。")}]
    project = write(tmp_path, {".github/workflows/deploy.yml": _DEPLOY})
    ref = honing.ground("りょ。じゃあそれ直しといて", session, cwd=project, turns=1).references[0]
    assert not ref.resolved, ref


def test_the_access_a_sentence_lacks_does_not_choose_between_causes(tmp_path: Path) -> None:
    """Two causes the agent cannot tell apart without production (「どちらとも決めきれていません」);
    「本番DB今触れない」 says what the user lacks and picks neither (dev38 b09). A sentence that
    names one cause's words is no longer left undecided."""
    sales = ("with orders as (\n  select * from raw.orders\n),\n"
             + "".join(f"-- note {n}\n" for n in range(4, 20))
             + "joined as (\n  select o.order_id, o.total_yen from orders o\n"
             "  join payments p on p.order_id = o.order_id\n)\nselect sum(total_yen) from joined;\n"
             + "".join(f"-- tail {n}\n" for n in range(26, 34)))
    loader = ("import psycopg\n\nINSERT = 'insert into raw.orders values (%s, %s)'\n\n"
              + "".join(f"# note {n}\n" for n in range(5, 20))
              + "def load(conn, rows):\n    with conn.cursor() as cur:\n        cur.executemany(INSERT, rows)\n"
              "    conn.commit()\n" + "".join(f"# tail {n}\n" for n in range(24, 34)))
    join_line = sales.split("\n").index("  join payments p on p.order_id = o.order_id") + 1
    insert_line = loader.split("\n").index("        cur.executemany(INSERT, rows)") + 1
    session = [
        {"role": "user", "content": "daily_salesの売上が11/20分から倍になってる。原因調べて。まだ何も直さないで"},
        {"role": "assistant", "content": (
            "候補が 2 つあり、今のところどちらとも決めきれていません。\n\n"
            f"**候補1: payments との join の fan-out**（`models/daily_sales.sql` {join_line}行目）\n"
            "`join payments p on p.order_id = o.order_id` でキャプチャごとに行が増えます。\n\n"
            f"**候補2: raw.orders への二重ロード**（`loaders/load_orders.py` {insert_line}行目）\n"
            "再実行で `executemany(INSERT, rows)` が同じ注文を 2 回入れた可能性があります。\n\n"
            "切り分けるには本番で件数を見る必要があります。")}]
    project = write(tmp_path, {"models/daily_sales.sql": sales, "loaders/load_orders.py": loader})
    ref = honing.ground("本番DB今触れないんだよね… とりあえずそれ直しといて", session, cwd=project, turns=1).references[0]
    assert not ref.resolved and "more than one possible cause" in (ref.reason or ""), ref
    picked = honing.ground("とりあえず二重ロードの方直しといて", session, cwd=project, turns=1).references[0]
    assert "more than one possible cause" not in (picked.reason or ""), picked


_CONFIG_RS = ("use std::fs;\n\n#[derive(Deserialize)]\npub struct Config {\n    pub retries: u32,\n}\n\n"
              + "".join(f"// note {n}\n" for n in range(8, 20))
              + "impl Config {\n    pub fn load(path: &str) -> Config {\n"
              "        let text = fs::read_to_string(path).unwrap_or_default();\n"
              "        toml::from_str(&text).unwrap()\n    }\n\n    pub fn offset_file(&self) -> String {\n"
              "        format!(\"{}/{}\", self.dir, \"offsets\")\n    }\n\n"
              "    pub fn home(&self) -> String {\n        std::env::var(\"HOME\").unwrap()\n    }\n}\n"
              + "".join(f"// tail {n}\n" for n in range(35, 45)))


def _review_session() -> list[dict[str, object]]:
    lines = _CONFIG_RS.split("\n")
    at = {k: next(n for n, line in enumerate(lines, 1) if k in line) for k in ("HOME", "retries", "unwrap_or_default",
                                                                               "format!")}
    return [
        {"role": "user", "content": "can you review src/config.rs before i merge? don't change anything yet"},
        {"role": "assistant", "content": (
            "Four things:\n\n"
            f"1. `home` unwraps `HOME` (`src/config.rs:{at['HOME']}`): panics when it is unset.\n"
            f"2. `retries` has no default (`src/config.rs:{at['retries']}`), the README says 3.\n"
            f"3. `Config::load` reads the file with `unwrap_or_default()` (`src/config.rs:{at['unwrap_or_default']}`), "
            "so a missing config is silently ignored.\n"
            f"4. `offset_file` builds the path with `format!` (`src/config.rs:{at['format!']}`) instead of `Path::join`.")},
        {"role": "user", "content": "is 4 actually a problem on linux only builds?"},
        {"role": "assistant", "content": "Not really: on Linux `/` is the separator, so 4 is cosmetic there."}]


def test_an_item_number_followed_by_though_is_taken() -> None:
    """"do 3 though" takes item 3 as "do 3 now" does: "though", "too", "also" after the number
    are no unit and no noun (dev38 a02)."""
    from honing.grounding import items
    assert items._numbers_taken("do 3 though") == {3}
    assert items._numbers_taken("do 3 too") == {3}
    assert items._numbers_taken("do 3 items") == set()


def test_leaving_one_item_and_taking_another_by_number(tmp_path: Path) -> None:
    """「ok fine leave 4 then. do 3 though」 after a review of four numbered items: item 3."""
    project = write(tmp_path, {"src/config.rs": _CONFIG_RS})
    line = _CONFIG_RS.split("\n").index("        let text = fs::read_to_string(path).unwrap_or_default();") + 1
    ref = honing.ground("ok fine leave 4 then. do 3 though", _review_session(), cwd=project, turns=2).references[0]
    assert ref.resolved and ref.path == "src/config.rs", ref
    assert ref.start_line is not None and ref.end_line is not None
    assert ref.start_line <= line <= ref.end_line, ref


def test_an_aside_that_leaves_an_item_by_number_is_that_item() -> None:
    """"Here's the fix for 1; I'll leave 2 until you say so": the aside is item 2 of the same
    reply's list (dev38 a06); a paragraph that leaves nothing by number is no item."""
    from honing.grounding import asides
    reply = ("Two problems:\n\n1. **Annual plans renew monthly.** `next_renewal_at` adds `1.month`.\n\n"
             "2. **Cancelled subscriptions keep renewing.** `RenewalService#due_subscriptions` never checks "
             "`cancel_at_period_end`.\n\n")
    aside = "Here's the fix for 1; I'll leave 2 until you say so since it changes who gets charged tonight."
    item = asides._left_item(reply + aside, len(reply))
    assert item is not None and "due_subscriptions" in item and "next_renewal_at" not in item
    assert asides._left_item(reply + "I haven't touched the tests.", len(reply)) is None
    assert asides._left_item(reply + "I'll leave 3 until you say so.", len(reply)) is None


_SERVICE = ("<?php\n\nclass InvoiceService\n{\n" + "".join(f"    // note {n}\n" for n in range(5, 12))
            + "    public function create(array $data): Invoice\n    {\n"
            "        return DB::transaction(function () use ($data) {\n            $invoice = Invoice::create($data);\n"
            "            SendInvoiceReminder::dispatch($invoice->number);\n            $this->checkCreditLimit($invoice);\n"
            "            return $invoice;\n        });\n    }\n}\n")
_REQUEST = ("<?php\n\nclass StoreInvoiceRequest extends FormRequest\n{\n    public function rules(): array\n    {\n"
            "        return [\n            'payout_iban' => ['nullable', 'string', 'max:34', new Iban()],\n"
            "            'amount' => ['required', 'numeric'],\n        ];\n    }\n"
            + "".join(f"    // rule note {n}\n" for n in range(13, 40)) + "}\n")


def test_an_offer_the_sentence_does_not_name_leaves_a_confirmed_change_settled(tmp_path: Path) -> None:
    """"works, thx" after an edit whose reply ends "Want me to add a feature test for the IBAN
    rule too?": the IBAN exchange is settled, and "the per-dispatch fix" goes back to the
    proposal of turn 1 (a review of dev38's round)."""
    from .test_grounding_dev36 import _call
    edit = {"file_path": "app/Http/Requests/StoreInvoiceRequest.php",
            "old_string": "'payout_iban' => ['nullable', 'string', 'max:34'],",
            "new_string": "'payout_iban' => ['nullable', 'string', 'max:34', new Iban()],"}
    session = [
        {"role": "user", "content": "we get ghost reminders: reminder mails for invoices whose creation failed with "
                                    "the credit limit error"},
        {"role": "assistant", "content": (
            "`InvoiceService::create` dispatches `SendInvoiceReminder::dispatch($invoice->number)` inside the "
            "transaction, before `checkCreditLimit` throws: the job is queued although the invoice is rolled back. "
            "The fix is `->afterCommit()` on that dispatch.")},
        {"role": "user", "content": "different thing first: IBAN validation on payout_iban in StoreInvoiceRequest is "
                                    "broken, right now any string passes"},
        {"role": "assistant", "content": None, "tool_calls": [_call("e1", "edit", edit)]},
        {"role": "tool", "tool_call_id": "e1", "content": "ok"},
        {"role": "assistant", "content": (
            "Added `new Iban()` to `payout_iban` in `StoreInvoiceRequest::rules` "
            "(`app/Http/Requests/StoreInvoiceRequest.php` line 8).\n\n"
            "Want me to add a feature test for the IBAN rule too?")},
        {"role": "user", "content": "works, thx. back to the ghost reminders bug. wouldn't after_commit in "
                                    "config/queue.php be cleaner?"},
        {"role": "assistant", "content": "It would cover every job, including ones that must be queued inside a "
                                         "transaction."}]
    project = write(tmp_path, {"app/Services/InvoiceService.php": _SERVICE,
                               "app/Http/Requests/StoreInvoiceRequest.php": _REQUEST,
                               "config/queue.php": "<?php\n\nreturn ['after_commit' => false];\n"})
    ref = honing.ground("ok going with the per-dispatch fix then, write it", session, cwd=project,
                        turns=3).references[0]
    assert ref.resolved and ref.path == "app/Services/InvoiceService.php", ref


def test_a_block_shown_as_the_right_way_is_not_lifted_to_its_place() -> None:
    """"`InvoiceTable.vue` line 18 already sorts them as numbers:" above a block: the block is
    the model to copy, not the defect; it keeps its own weight (review of dev38's round)."""
    block = "\n```ts\nconst sorted = computed(() => [...invoices.value].sort((a, b) => a - b))\n```\n"
    for lead in ("`src/components/InvoiceTable.vue` line 18 already sorts them as numbers:",
                 "`InvoiceTable.vue` 第 18 行已经是按数字排的："):
        text = "Found it.\n" + lead + block
        assert candidates._introduced_by_place(text, text.index("```"), False) == 0.0, lead


def test_a_cause_picked_by_its_own_title_is_not_a_lack_of_access() -> None:
    """"it's the one where it can't reach the prod database" names cause 1 by its title; only the
    user's own lack ("I can't reach prod", 「本番DB今触れない」, 「我现在连不上生产库」) is set aside."""
    from honing.grounding.prose import _LACKING
    for said in ("it's the one where it can't reach the prod database, fix that", "应该是生产库连不上那个，修一下",
                 "本番DBに接続できない方を直して"):
        assert not _LACKING.search(said), said
    for said in ("I can't reach prod right now, just fix it", "本番DB今触れないんだよね", "我现在连不上生产库，先修吧"):
        assert _LACKING.search(said), said


def test_a_ruby_frame_names_its_method() -> None:
    """Ruby's frames name the method they ran in, so a stale line in a pasted production trace
    can be taken back to it (dev38 c04): backticks and Ruby 3.4's quotes, a block's frame, a
    predicate's `?`; a file's top level names none."""
    from honing.grounding import mentions
    for text, name in (("app/models/subscription.rb:35:in `renewable?'", "renewable"),
                       ("app/services/renewal_service.rb:19:in 'RenewalService#process'", "process"),
                       ("app/models/user.rb:12:in `block (2 levels) in save'", "save"),
                       ("/app/app/models/subscription.rb:35:in `renewable?'", "renewable"),  # (a container's path)
                       ("lib/tasks/sync.rake:3:in `<top (required)>'", None)):
        found = [m for m in mentions.find(text) if m.kind == "location"]
        assert len(found) == 1 and found[0].symbol == name, (text, found)


_SUBSCRIPTION = ("class Subscription < ApplicationRecord\n  GRACE_PERIOD = 7.days\n\n"
                 + "".join(f"  # note {n}\n" for n in range(4, 30))
                 + "  def usable?\n    active? || in_trial?\n  end\n\n"
                 "  def renewable?\n    return false if canceled?\n"
                 "    trial_ends_at < Time.current || current_period_end <= 1.day.from_now\n  end\n"
                 + "".join(f"  # tail {n}\n" for n in range(39, 50)) + "end\n")


def test_a_stale_ruby_frame_goes_to_the_method_it_names(tmp_path: Path) -> None:
    """A production trace from before the agent's edits says line 30, which is now in `usable?`;
    its frame names `renewable?`, where the nil comparison stands (dev38 c04)."""
    project = write(tmp_path, {"app/models/subscription.rb": _SUBSCRIPTION})
    session = [{"role": "user", "content": "Subscription 加一个宽限期"},
               {"role": "assistant", "content": "加好了：`GRACE_PERIOD` 和 `usable?`。"}]
    trace = ("线上又报这个了，帮我修一下\nNoMethodError: undefined method `<' for nil:NilClass\n"
             "  app/models/subscription.rb:30:in `renewable?'\n  app/jobs/renewal_job.rb:5:in `perform'")
    line = _SUBSCRIPTION.split("\n").index("    trial_ends_at < Time.current || current_period_end <= 1.day.from_now") + 1
    ref = honing.ground(trace, session, cwd=project, turns=1).references[0]
    assert ref.resolved and ref.path == "app/models/subscription.rb", ref
    assert ref.start_line is not None and ref.end_line is not None
    assert ref.start_line <= line <= ref.end_line and ref.symbol == "renewable", ref
    # (the same trace from a container, its paths absolute: a review's finding)
    boxed = honing.ground(trace.replace("  app/", "  /app/app/"), session, cwd=project, turns=1).references[0]
    assert boxed.path == "app/models/subscription.rb" and boxed.symbol == "renewable", boxed


def test_a_prohibition_until_asked_is_lifted_by_a_later_request(tmp_path: Path) -> None:
    """"don't change anything yet" in turn 1 is no constraint once turn 2 asks for fixes or the
    sentence asks for one ("do 3 though"); a prohibition with its own object ("don't touch the
    migrations yet") stays (dev38 a02, tried through `hone ground`)."""
    project = write(tmp_path, {"src/config.rs": _CONFIG_RS})
    session = _review_session()
    session[0] = {"role": "user", "content": "review src/config.rs please. don't change anything yet, just tell me"}
    lifted = honing.ground("ok fine leave 4 then. do 3 though", session, cwd=project, turns=2)
    assert not [i for i in lifted.items if i.gap == "constraint"], lifted.items
    session[0] = {"role": "user", "content": "review src/config.rs please. don't touch the migrations yet"}
    kept = honing.ground("ok fine leave 4 then. do 3 though", session, cwd=project, turns=2)
    assert [i for i in kept.items if i.gap == "constraint" and "migrations" in i.text], kept.items


def test_a_question_put_off_to_someone_else_picks_nothing_of_its_turn(tmp_path: Path) -> None:
    """「索引的事我回头问下 DBA」 puts the index question off: its words do not pick an item of the
    reply about indexes, and 「那个周一早上注册的…问题」 goes to the aside of turn 1 (dev38 c10)."""
    queries = ("-- monthly_active_users\nSELECT date_trunc('month', e.created_at) AS month,\n"
               "       COUNT(DISTINCT e.user_id)\nFROM events e\nGROUP BY 1;\n\n"
               + "".join(f"-- note {n}\n" for n in range(7, 13))
               + "-- weekly_retention\nWITH cohort AS (\n  SELECT id, date_trunc('week', created_at) AS signup_week\n"
               "  FROM users\n)\nSELECT * FROM cohort;\n" + "".join(f"-- tail {n}\n" for n in range(20, 32)))
    line = queries.split("\n").index("  SELECT id, date_trunc('week', created_at) AS signup_week") + 1
    session = [
        {"role": "user", "content": "月报里 monthly_active_users 的数比 dashboard 上多了好几倍，看看这个查询哪里不对"},
        {"role": "assistant", "content": (
            "`COUNT(e.user_id)` 数的是事件条数，应该 `COUNT(DISTINCT e.user_id)`，已经改了。\n\n"
            f"另外顺带看到 `reports/queries.sql` 的 `weekly_retention` 里 cohort 的 `date_trunc('week', created_at)`（第 {line} 行附近）没有转 "
            "`Asia/Shanghai`：周一早上 8 点前注册的用户会被算进上一周的 cohort。这个我没动，要改的话跟我说。")},
        {"role": "user", "content": "events 表线上有 3000 万行，建索引会锁表吧？能用 CONCURRENTLY 吗"},
        {"role": "assistant", "content": (
            "会。`CREATE INDEX CONCURRENTLY` 不阻塞写入，但有两个限制：\n\n"
            "- 不能在事务块里执行，`0042` 现在包在 `BEGIN; ... COMMIT;` 里；\n"
            "- 如果中途失败会留下一个 `INVALID` 的索引，需要 `DROP INDEX CONCURRENTLY` 后重来。\n\n"
            "建议新建 `migrations/0043_events_index.sql`。要我这么调整吗？")}]
    project = write(tmp_path, {"reports/queries.sql": queries,
                               "migrations/0042_events_index.sql": "BEGIN;\nCREATE INDEX events_user ON events (user_id);\nCOMMIT;\n"})
    ref = honing.ground("索引的事我回头问下 DBA。那个周一早上注册的被算到上一周的问题先改了吧", session, cwd=project,
                        turns=2).references[0]
    assert ref.resolved and ref.path == "reports/queries.sql", ref
    assert ref.start_line is not None and ref.end_line is not None and ref.start_line <= line <= ref.end_line, ref
