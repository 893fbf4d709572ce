"""Grounding behaviours found on the fifth development set (bench/ground_cases_dev5): each
test is the smallest session that shows one of them."""

from __future__ import annotations

from pathlib import Path

import honing
from honing.grounding import edits, emphasis, prose, resolve, vocab


def session(*pairs: tuple[str, str]) -> list[dict]:
    out: list[dict] = []
    for user, assistant in pairs:
        out += [{"role": "user", "content": user}, {"role": "assistant", "content": assistant}]
    return out


def write(root: Path, files: dict[str, str]) -> Path:
    for rel, text in files.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text, encoding="utf-8")
    return root


CLIENT = ("package carrier\n\nfunc CreateLabel(order string) error {\n\tresp, err := post(\"/v2/labels\", order)\n"
          "\tif err != nil {\n\t\treturn err\n\t}\n\treturn check(resp)\n}\n")


def test_nothing_to_fix_in_the_project_leaves_the_reference_unresolved(tmp_path: Path) -> None:
    root = write(tmp_path, {"internal/carrier/client.go": CLIENT})
    messages = session(
        ("labels fail since this morning: `carrier: POST /v2/labels: 503 Service Unavailable` (after 3 attempts)",
         "This isn't our code. The carrier's Label API is down for scheduled maintenance; `CreateLabel` in "
         "internal/carrier/client.go retries and returns the error as it should. There is nothing to fix here."),
    )
    for sentence in ("ugh, just fix it", "那你修一下", "じゃあ直して"):
        ref = honing.ground(sentence, messages, cwd=root).references[0]
        assert not ref.resolved, sentence
        assert "nothing in the project to change" in ref.reason


def test_the_same_defect_with_a_fix_to_make_is_resolved(tmp_path: Path) -> None:
    root = write(tmp_path, {"internal/carrier/client.go": CLIENT})
    messages = session(
        ("labels fail since this morning: 503 from the carrier",
         "The bug is in `CreateLabel` (internal/carrier/client.go:4): it posts without a timeout."),
    )
    ref = honing.ground("ok fix it", messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "internal/carrier/client.go"


WORKFLOW = "name: CI\n\non:\n  push:\n    branches: [master]\n  pull_request:\n\njobs:\n  test:\n    runs-on: ubuntu-latest\n"
DOCS_WORKFLOW = "name: Docs\n\non:\n  push:\n    branches: [main]\n\njobs:\n  build:\n    runs-on: ubuntu-latest\n"


def test_a_postponed_defect_is_what_the_sentence_goes_back_to(tmp_path: Path) -> None:
    root = write(tmp_path, {".github/workflows/ci.yml": WORKFLOW, ".github/workflows/docs.yml": DOCS_WORKFLOW,
                            "docs/setup.md": "# Setup\n\nNode.js 18 or later.\n", "README.md": "# hoshi\n"})
    messages = session(
        ("main にマージしても CI 走ってなくない？",
         "原因わかりました。CI ワークフローの push トリガーが `branches: [master]` のままになっています"
         "（docs のワークフローの方は `branches: [main]` になっています）。`master` を `main` にすれば直ります。"),
        ("あとでまとめてやるから一旦保留で。README のインストール手順、npm じゃなくて pnpm で書いて",
         "README を更新しました。"),
        ("docs/setup.md の Node のバージョン、18 じゃなくて 20 以上にして。", "docs/setup.md を更新しました。"),
    )
    ref = honing.ground("じゃあ保留にしてたやつ、直しといて", messages, cwd=root, turns=5).references[0]
    # the workflow under .github is read, and the quoted new value (`branches: [main]`, the
    # docs twin) does not outvote the stale one
    assert (ref.path, ref.start_line is not None and ref.start_line <= 5 <= (ref.end_line or 0)) == \
        (".github/workflows/ci.yml", True)


def test_a_postponed_topic_in_chinese_is_resumed() -> None:
    turns = honing.sessions.parse_messages(session(
        ("满50减5的活动结账没减，log 里是 `Discount rejected: minimum not met`", "我看了 `Coupons.validate`，它没问题。"),
        ("这个先放一下，mix test 有个 warning", "`CheckoutController.health/2` 里没用到的 `params` 改成 `_params` 了。"),
    )).turns
    plan = resolve.plan("ok 回到那个满减的投诉，帮我 fix 一下", turns)
    assert plan.candidates[0].turn == 1


def test_they_are_fine_clears_what_the_clause_named_before() -> None:
    turns = honing.sessions.parse_messages(session(
        ("这个接口很慢", "同一个文件里的 `get_order` 和 `customers.py` 的 `list_customers` 都已经用了 `selectinload`，"
                        "所以它们没问题。问题在 `list_orders`。"),
    )).turns
    cleared = prose._cleared(turns[0])
    assert {"get_order", "list_customers"} <= cleared and "list_orders" not in cleared


def test_a_turn_that_only_clears_something_describes_no_defect() -> None:
    turns = honing.sessions.parse_messages(session(
        ("中国語の方も同じ感じになってる？", "zh-CN は `\"stockLeft\": \"仅剩 {{count}} 件\"` なので問題ありません。"),
    )).turns
    assert vocab.first(prose._defect_text(turns[0]), "defect") is None


def test_replacement_pairs_name_the_old_and_the_new_value() -> None:
    assert edits.replacements("change `<` to `<=` in `paginate`") == [("<", "<=")]
    assert ("master", "main") in edits.replacements("`master` を `main` にすれば直ります")
    assert ("1.10", '"1.10"') in edits.replacements("把 `1.10` 改成 `\"1.10\"`")
    assert edits.replacements("use `>=` instead of `>`") == [(">", ">=")]


def test_nearby_windows_of_a_config_file_are_one_place() -> None:
    from honing.grounding.places import Candidate, Vote
    from honing.grounding.refine import _merge_windows

    def window(path: str, start: int, end: int, weight: float, line: int) -> Candidate:
        return Candidate(path, start, end, None, [Vote(weight, f"{path}:{line}", line, 1)])

    candidates = {("test.yml", 5, 29): window("test.yml", 5, 29, 2.5, 17),
                  ("test.yml", 3, 27): window("test.yml", 3, 27, 2.1, 15),
                  ("test.yml", 60, 84): window("test.yml", 60, 84, 2.0, 72),
                  ("docs.yml", 2, 17): window("docs.yml", 2, 17, 3.1, 14)}
    defined = Candidate("app.py", 10, 20, "handler", [Vote(1.0, "named", 12, 1)])
    candidates[("app.py", 10, 20)] = defined
    candidates[("app.py", 12, 30)] = window("app.py", 12, 30, 0.5, 25)
    _merge_windows(candidates)
    merged = candidates[("test.yml", 5, 29)]
    # the two overlapping windows of test.yml are one place, focused on the strongest line,
    # and outweigh docs.yml; a far window of the same file and other files stay apart
    assert [v.focus for v in merged.votes] == [17, 15] and merged.focus == 17
    assert ("test.yml", 3, 27) not in candidates and ("test.yml", 60, 84) in candidates
    assert merged.weight > candidates[("docs.yml", 2, 17)].weight
    # a definition's span is not a window: it keeps its own votes
    assert candidates[("app.py", 10, 20)].votes == defined.votes and ("app.py", 12, 30) in candidates


def test_a_pasted_log_line_names_the_message_the_code_prints() -> None:
    from honing.grounding import mentions

    def messages(text: str) -> list[str]:
        return [m.value for m in mentions.find(text) if m.kind == "message"]

    assert messages("14:02:11.385 request_id=F8 [warning] Discount rejected: minimum not met (subtotal=5000)") == \
        ["Discount rejected: minimum not met"]
    assert messages("WARN  zhangdan.sync.InvoiceSync - invoice INV-2025-008812 failed") == \
        ["invoice INV-2025-008812 failed"]
    assert messages("[2024-01-02 10:00:00] ERROR: Could not save draft for user 12") == \
        ["Could not save draft for user 12"]
    # a key=value log keeps its quoted message once, not the key with it
    assert messages('level=error msg="upstream timed out while reading response" path=/api') == \
        ["upstream timed out while reading response"]
    assert messages("INFO ok") == []


COUPONS = ("defmodule Manjian.Coupons do\n  def validate(coupon, subtotal) do\n    cond do\n"
           "      subtotal < coupon.min_subtotal -> {:error, :below_minimum}\n      true -> {:ok, coupon.off}\n"
           "    end\n  end\nend\n")
DISCOUNTS = ("defmodule Manjian.Checkout.Discounts do\n  require Logger\n\n  def apply_rule(rule, subtotal) do\n"
             "    if subtotal <= rule.minimum do\n"
             "      Logger.warning(\"Discount rejected: minimum not met (subtotal=#{subtotal}, minimum=#{rule.minimum})\")\n"
             "      0\n    else\n      rule.off\n    end\n  end\nend\n")


def test_what_the_agent_looked_at_and_cleared_is_not_the_referent(tmp_path: Path) -> None:
    root = write(tmp_path, {"lib/manjian/coupons.ex": COUPONS, "lib/manjian/checkout/discounts.ex": DISCOUNTS})
    messages = session(
        ("满50减5 结账没减。log：\n```\n14:02:11.385 [warning] Discount rejected: minimum not met "
         "(subtotal=5000, minimum=5000)\n```\n感觉是 coupon 那块的 validate 有 bug",
         "我看了 `lib/manjian/coupons.ex` 的 `Coupons.validate/2`：`subtotal < coupon.min_subtotal -> {:error, "
         ":below_minimum}`，5000 等于 5000 的时候会走到 `{:ok, coupon.off}`。所以 coupon 这块看起来没问题。"),
    )
    ref = honing.ground("帮我 fix 一下", messages, cwd=root).references[0]
    assert ref.path == "lib/manjian/checkout/discounts.ex"


def test_an_answer_that_blames_something_before_clearing_the_rest_keeps_it(tmp_path: Path) -> None:
    root = write(tmp_path, {"lib/manjian/coupons.ex": COUPONS, "lib/manjian/checkout/discounts.ex": DISCOUNTS})
    messages = session(
        ("checkout discount is wrong",
         "The bug is in `Coupons.validate` (lib/manjian/coupons.ex:4): it compares with `<`. The rest looks fine."),
    )
    ref = honing.ground("fix it", messages, cwd=root).references[0]
    assert ref.path == "lib/manjian/coupons.ex"


FINDINGS = ("看到了，有两个问题，一个是这次报错的原因，一个是顺便发现的：\n\n"
            "1. **报错原因**：`customers.id` 是 `UUID`，但 `orders` 表里的 `customer_id` 写成了 `INTEGER`。"
            "`addresses` 那张表的 `customer_id` 就是 `UUID`，写法是对的。改成 `customer_id UUID NOT NULL REFERENCES "
            "customers(id)` 就行。\n\n"
            "2. **命名问题（不报错）**：`order_items` 的索引叫 `idx_orders_created_at`，可以改成 `idx_order_items_created_at`。")
ORDERS_SQL = ("CREATE TABLE orders (\n    id BIGSERIAL PRIMARY KEY,\n    customer_id INTEGER NOT NULL REFERENCES "
              "customers(id),\n    total_cents BIGINT NOT NULL\n);\n")
ADDRESSES_SQL = ("CREATE TABLE addresses (\n    id BIGSERIAL PRIMARY KEY,\n    customer_id UUID NOT NULL REFERENCES "
                 "customers(id)\n);\n")
ITEMS_SQL = "CREATE TABLE order_items (\n    id BIGSERIAL PRIMARY KEY\n);\nCREATE INDEX idx_orders_created_at ON order_items(id);\n"


def test_the_sentence_picks_a_finding_by_what_it_says(tmp_path: Path) -> None:
    root = write(tmp_path, {"migrations/0003_addresses.sql": ADDRESSES_SQL, "migrations/0004_orders.sql": ORDERS_SQL,
                            "migrations/0005_order_items.sql": ITEMS_SQL})
    messages = session(("跑迁移报错了", FINDINGS))
    # 报错 picks item 1; item 2 says 不报错, which is no pick
    result = honing.ground("先把报错那个改了", messages, cwd=root)
    ref = result.references[0]
    assert "describes" in " ".join(result.notes + (ref.reason,)) or ref.resolved
    # the table the item blames, not the twin whose line is the proposed new value
    assert (ref.path, ref.start_line is not None and ref.start_line <= 3 <= (ref.end_line or 0)) == \
        ("migrations/0004_orders.sql", True)
    # the naming item, picked by its own words
    ref = honing.ground("命名那个改一下", messages, cwd=root).references[0]
    assert ref.path == "migrations/0005_order_items.sql"


def test_no_finding_is_picked_when_the_words_fit_two_alike() -> None:
    turns = honing.sessions.parse_messages(session(("两个问题", "1. `a` 有问题\n2. `b` 有问题"))).turns
    plan = resolve.plan("那个问题修一下", turns)
    assert "that the sentence describes" not in plan.reason


def test_a_value_written_only_as_the_new_one_is_the_fix() -> None:
    pairs = edits.replacements("改成 `customer_id UUID` 就行; or change it to `timeout = 30`")
    assert pairs == [("", "customer_id UUID"), ("", "timeout = 30")]
    assert edits._writes_the_fix("customer_id UUID NOT NULL", pairs)
    assert not edits._writes_the_fix("customer_id INTEGER NOT NULL", pairs)


def test_the_sentence_naming_a_folder_picks_between_twins(tmp_path: Path) -> None:
    utils = "export function toDateKey(d: Date): string {\n  return d.toISOString().slice(0, 10);\n}\n"
    root = write(tmp_path, {"packages/web/src/utils.ts": utils, "packages/api/src/utils.ts": utils})
    messages = session(("dates are off by one",
                        "Both `packages/web/src/utils.ts` and `packages/api/src/utils.ts` define `toDateKey` with "
                        "`toISOString()`, which converts to UTC."))
    ref = honing.ground("fix the web one", messages, cwd=root).references[0]
    assert ref.path == "packages/web/src/utils.ts"


def test_two_problems_reported_and_fix_that_is_not_guessed(tmp_path: Path) -> None:
    root = write(tmp_path, {"lua/jot/init.lua": "local M = {}\nfunction M.setup(opts)\n  M.cfg = vim.tbl_deep_extend("
                            "'keep', M.defaults, opts)\nend\nreturn M\n",
                            "lua/jot/float.lua": "local M = {}\nfunction M.open(cfg)\n  local width = math.floor("
                            "vim.o.columns * cfg.width) - 4\nend\nreturn M\n"})
    report = ("ok two things. (1) setup({ width = 0.9 }) is ignored. (2) in a tiny pane :JotOpen blows up with "
              "E5108 'width' key must be a positive Integer")
    answer = ("Two separate bugs:\n- the options are dropped: `lua/jot/init.lua:3` merges with 'keep', so the defaults "
              "win.\n- the crash: `lua/jot/float.lua:3` has no lower bound on the width.")
    messages = session((report, answer))
    ref = honing.ground("ugh. ok fix that", messages, cwd=root).references[0]
    assert not ref.resolved and "several problems" in ref.reason
    # naming one, or asking for both, is not ambiguous
    assert honing.ground("fix the crash one", messages, cwd=root).references[0].resolved
    assert honing.ground("fix both", messages, cwd=root).references[0].resolved


def test_a_bug_fixed_and_committed_is_not_fixed_again(tmp_path: Path) -> None:
    java = ("class PriceFormatter {\n  String formatDiscount(java.math.BigDecimal discount) {\n"
            "    if (discount == null || discount.signum() == 0) return \"\";\n    return discount.toPlainString();\n"
            "  }\n}\n")
    root = write(tmp_path, {"src/PriceFormatter.java": java})
    edit = {"role": "assistant", "content": "Fixed. `formatDiscount` called `signum()` on a null discount; it now "
            "treats null like zero.", "tool_calls": [{"id": "1", "type": "function", "function": {
                "name": "edit", "arguments": '{"file_path": "src/PriceFormatter.java", "old_string": '
                '"    if (discount.signum() == 0) return \\"\\";", "new_string": "    if (discount == null || '
                'discount.signum() == 0) return \\"\\";"}'}}]}
    messages = [{"role": "user", "content": "500 on /invoices: NullPointerException in `formatDiscount`"}, edit,
                {"role": "user", "content": "nice. commit it"}, {"role": "assistant", "content": "Committed."},
                {"role": "user", "content": "write a PR description"},
                {"role": "assistant", "content": "Fix 500: `formatDiscount` threw a NullPointerException on null."}]
    ref = honing.ground("ok now fix this bug", messages, cwd=root).references[0]
    assert not ref.resolved and "fixed by the agent's edit" in ref.reason
    # when the user says it still fails, the defect is back on the table
    messages[2] = {"role": "user", "content": "still broken: NullPointerException again"}
    assert honing.ground("ok now fix this bug", messages, cwd=root).references[0].resolved


RING = """pub struct RingBuffer<T> {
    buf: Vec<Option<T>>,
    head: usize,
    len: usize,
}

impl<T> RingBuffer<T> {
    pub fn push(&mut self, value: T) {
        let slot = (self.head + self.len) % self.buf.len();
        self.buf[slot] = Some(value);
        if self.len == self.buf.len() {
            self.head += 1;
        } else {
            self.len += 1;
        }
    }

    pub fn iter(&self) -> impl Iterator<Item = &T> + '_ {
        let cap = self.buf.len();
        (0..self.len).map(move |i| {
            let mut idx = self.head + i;
            if idx >= cap {
                idx -= cap;
            }
            self.buf[idx].as_ref().expect("filled")
        })
    }
}
"""
WINDOW = """pub struct SlidingWindow {
    head: usize,
    cap: usize,
}

impl SlidingWindow {
    pub fn push(&mut self) {
        self.head = (self.head + 1) % self.cap;
    }
}
"""


def test_a_rust_method_is_found_in_the_impl_block_of_its_type(tmp_path: Path) -> None:
    from honing.grounding import mentions

    assert [(m.value, m.symbol) for m in mentions.find("`RingBuffer::push`") if m.kind == "symbol"] == \
        [("push", "RingBuffer")]
    root = write(tmp_path, {"src/ring.rs": RING, "src/window.rs": WINDOW})
    messages = session(("cargo test panics: index out of bounds at src/ring.rs:25:13",
                        "1. **`parse` accepts an empty string** (`src/parse.rs:10`).\n\n"
                        "2. **`RingBuffer::push` never wraps `head`** (`src/ring.rs:12`). After `2 * capacity` "
                        "pushes `head` is `>= cap`, and `iter()` only subtracts `cap` once, so `idx >= cap` "
                        "still holds and indexing panics. `SlidingWindow::push` does it right."))
    ref = honing.ground("do the second one", messages, cwd=root).references[0]
    assert (ref.path, ref.symbol) == ("src/ring.rs", "push")


def test_the_place_after_a_cause_phrase_outweighs_the_place_where_it_shows() -> None:
    text = "The panic shows up in `iter()` but the bug is in `push`."
    assert emphasis.emphasis(text, text.index("`push`"), True) > 2 * emphasis.emphasis(text, text.index("`iter"), True)
    text = "报错在 `render` 里，问题出在 `load_config`。"
    assert emphasis.emphasis(text, text.index("`load"), False) > emphasis.emphasis(text, text.index("`render"), False)


def test_the_sentence_after_an_announced_finding_states_it() -> None:
    text = "原因わかりました。`packages/web/src/utils.ts:6` の `toDateKey` です。`WeekView` はこのキーを比べます。"
    at = text.index("`toDateKey`")
    # the finding's sentence outweighs the later one, though later words of an answer count more
    assert emphasis.emphasis(text, at, True) > emphasis.emphasis(text, text.index("`WeekView`"), True)
    plain = "それと。`packages/web/src/utils.ts:6` の `toDateKey` です。"
    assert emphasis.emphasis(text, at, True) > emphasis.emphasis(plain, plain.index("`toDateKey`"), True)


def test_a_proposed_diff_places_the_change_at_its_first_removed_line() -> None:
    from honing.grounding import mentions

    text = ("Proposed fix, one line:\n\n```diff\n--- a/Makefile\n+++ b/Makefile\n@@ -3,6 +3,6 @@ PKG := ./...\n"
            " include mk/docker.mk\n\n-.PHONY: build lint clean\n+.PHONY: build lint clean test\n\n build:\n```\n")
    found = [(m.kind, m.value, m.line) for m in mentions.find(text) if m.kind in ("location", "code")]
    assert ("location", "Makefile", 5) in found and ("code", ".PHONY: build lint clean", None) in found
    # a new file has nothing removed to point at
    assert not [m for m in mentions.find("--- /dev/null\n+++ b/new.py\n@@ -0,0 +1,2 @@\n+x = 1\n")
                if m.kind == "location"]


def test_the_agents_earlier_edit_that_did_not_work_is_the_referent() -> None:
    patch = ("*** Begin Patch\n*** Update File: src/hooks/useCart.ts\n@@\n-    setLines((prev) => [...prev, p]);\n"
             "+    setLines((prev) => prev.find((l) => l.id === p.sku) ? prev : [...prev, p]);\n*** End Patch")
    messages = [{"role": "user", "content": "同一个商品点两次「加入购物车」会变成两行，改成数量 +1"},
                {"role": "assistant", "content": "改好了：`addItem` 会先找同一个商品。", "tool_calls": [
                    {"id": "1", "type": "function", "function": {"name": "apply_patch", "arguments": patch}}]},
                {"role": "user", "content": "vite 加个 proxy"}, {"role": "assistant", "content": "加好了。"}]
    turns = honing.sessions.parse_messages(messages).turns
    for sentence in ("你之前改的加购物车那个根本没生效啊，改好它", "your fix didn't work, the cart still has two lines"):
        assert "the agent's edit wrote" in resolve.plan(sentence, turns).reason, sentence


def test_a_hunk_pasted_without_its_file_names_the_code_it_adds() -> None:
    from honing.grounding import mentions

    text = ("got this review comment:\n```\n@@ -26,3 +26,6 @@ server {\n         proxy_read_timeout 30s;\n     }\n"
            "+    location /api/exports/ {\n+        proxy_read_timeout 5s;\n+    }\n```\n> this will 504")
    code = [m.value for m in mentions.find(text) if m.kind == "code"]
    assert "location /api/exports/ {" in code and "proxy_read_timeout 5s;" in code
    assert "proxy_read_timeout 30s;" not in code  # context, not what the change adds


def _claude_code(tmp_path: Path, records: list[dict]) -> Path:
    import json

    path = tmp_path / "s.jsonl"
    path.write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in records) + "\n", encoding="utf-8")
    return path


def _user(uuid: str, parent: str | None, text: str, **extra: object) -> dict:
    return {"type": "user", "uuid": uuid, "parentUuid": parent, "sessionId": "s1", "cwd": "/home/dev/zeni",
            "timestamp": "2025-04-12T13:30:00Z", "message": {"role": "user", "content": text}, **extra}


def _assistant(uuid: str, parent: str, text: str) -> dict:
    return {"type": "assistant", "uuid": uuid, "parentUuid": parent, "sessionId": "s1",
            "timestamp": "2025-04-12T13:31:00Z",
            "message": {"id": f"m-{uuid}", "role": "assistant", "content": [{"type": "text", "text": text}]}}


SUMMARY = ("This session is being continued from a previous conversation that ran out of context.\n"
           "Summary:\n1. Files and Code Sections:\n   - src/ledger.rs\n      - `Ledger::apply`, Transfer arm: it "
           "subtracts the fee again with `self.balance -= fee;` (line 4), so every transfer charges the fee twice.\n"
           "2. Pending Tasks:\n   - Fix the double fee in `Ledger::apply` (postponed by the user).\n")
LEDGER = ("impl Ledger {\n    pub fn apply(&mut self, amount: i64, fee: i64) {\n        self.balance -= amount + fee;\n"
          "        self.balance -= fee;\n    }\n}\n")


def test_a_compaction_summary_is_kept_beside_the_turns_not_as_one(tmp_path: Path) -> None:
    from honing.sessions import read_session

    path = _claude_code(tmp_path, [
        _user("u0", None, SUMMARY, isCompactSummary=True),
        _user("u1", "u0", "add --format json to the report"), _assistant("a1", "u1", "Added `--format json`."),
    ])
    session = read_session(str(path))
    assert [t.user for t in session.turns] == ["add --format json to the report"]
    assert [(x.before, x.text.startswith("This session")) for x in session.summaries] == [(1, True)]
    assert session.to_dict()["summaries"][0]["before"] == 1


def test_a_postponed_defect_known_only_from_the_summary_is_found(tmp_path: Path) -> None:
    from honing.sessions import read_session

    root = write(tmp_path / "project", {"src/ledger.rs": LEDGER, "src/report.rs": "pub fn render() {}\n"})
    path = _claude_code(tmp_path, [
        _user("u0", None, SUMMARY, isCompactSummary=True),
        _user("u1", "u0", "add --format json to the report"), _assistant("a1", "u1", "Added it in src/report.rs."),
    ])
    result = honing.ground("ok, back to the fee one we put on hold", read_session(str(path)), cwd=root, turns=3)
    ref = result.references[0]
    assert (ref.path, ref.start_line is not None and ref.start_line <= 4 <= (ref.end_line or 0)) == \
        ("src/ledger.rs", True)
    assert "compaction summary before turn 1" in ref.reason and result.audit.unsourced == 0
    # the observer block shows the summary where the agent had it, before turn 1
    observer = result.to_dict()["observer"]
    assert observer.index("## Compaction summary") < observer.index("## Turn 1")
    # with no turn of the window after it, the summary is not read
    assert "Compaction summary" not in (honing.ground("fix it", read_session(str(path)), cwd=root,
                                                      turns=0).to_dict()["observer"] or "")


# --- from a review of this round: each example misfired before its fix -----------------

def test_a_blame_beside_nothing_to_change_elsewhere_keeps_the_turn() -> None:
    turns = honing.sessions.parse_messages(session(
        ("the CSV export drops the last row",
         "The bug is in `write_rows` in export.py: the loop stops one row early. Nothing to fix in the router."),
    )).turns
    assert resolve.plan("fix this bug", turns).candidates


def test_still_broken_in_the_sentence_puts_a_fixed_bug_back() -> None:
    edit = {"id": "1", "type": "function", "function": {"name": "edit", "arguments":
            '{"file_path": "app.py", "old_string": "return total + fee", "new_string": "return total"}'}}
    messages = [{"role": "user", "content": "the fee is charged twice in `checkout`"},
                {"role": "assistant", "content": "Fixed: `checkout` added the fee twice.", "tool_calls": [edit]},
                {"role": "user", "content": "commit it"}, {"role": "assistant", "content": "Committed."}]
    turns = honing.sessions.parse_messages(messages).turns
    for sentence in ("it's still broken, fix it", "还是不行，修一下", "まだ直ってないので直して"):
        assert resolve.plan(sentence, turns).candidates, sentence
    assert not resolve.plan("ok now fix this bug", turns).candidates


def test_ordinary_words_do_not_resume_an_older_turn() -> None:
    turns = honing.sessions.parse_messages(session(
        ("the export shows yesterday's totals", "The export reads the cache in `export_totals`."),
        ("the timestamp shows yesterday, not now.", "The bug is in `format_ts`: it uses UTC."),
    )).turns
    plan = resolve.plan("fix the bug, it still sends me back to the login page", turns)
    assert plan.candidates[0].turn == 2 and not plan.candidates[0].decisive


def test_an_item_that_is_no_finding_is_not_picked() -> None:
    turns = honing.sessions.parse_messages(session(
        ("what did you change?", "- Added retry to `fetch_user`\n- Updated `docs/export.md` for the export command"),
        ("the export crashes with KeyError", "The bug is in `build_row`: it reads a missing key."),
    )).turns
    plan = resolve.plan("fix the export crash", turns)
    assert plan.candidates[0].turn == 2


def test_a_short_new_value_does_not_discount_the_defective_line() -> None:
    pairs = edits.replacements("It should be `1`, and change `<` to `<=`.")
    assert not edits._writes_the_fix("for attempt in range(10):", pairs)
    assert edits._writes_the_fix("i <= n", pairs) and not edits._writes_the_fix("i < n", pairs)


def test_a_huge_line_number_is_no_crash() -> None:
    text = "fix this\n--- a/x.py\n+++ b/x.py\n@@ -" + "9" * 4400 + " +1 @@\n-    return total_amount\n"
    honing.ground(text, None)
    honing.ground('File "a.py", line ' + "9" * 5000 + ", in f", None)
    honing.ground("a.py:" + "9" * 5000 + " is wrong", None)


READER_C = """#include "buf.h"

struct reader;
static void take(struct reader *r, const char *p, size_t n);

static void take(struct reader *r, const char *p, size_t n)
{
    buf_reserve(&r->line, n + 1);
    buf_append_raw(&r->line, p, n);
}

int line_reader_next(struct reader *r)
{
    take(r, r->chunk, r->n);
    return 0;
}
"""
BUF_C = "void buf_append_raw(struct buf *b, const char *p, size_t n)\n{\n    memcpy(b->data + b->len, p, n);\n}\n"


def test_a_file_the_sentence_keeps_out_is_not_its_object_and_c_functions_are_spans(tmp_path: Path) -> None:
    root = write(tmp_path, {"src/reader.c": READER_C, "src/buf.c": BUF_C})
    messages = session(("asan: heap-buffer-overflow in buf_append_raw src/buf.c:3",
                        "`buf_append_raw` (src/buf.c:3) is fine; the caller that gets it wrong is `take()` in "
                        "src/reader.c: it reserves `n + 1` and ignores what is already in `r->line`."))
    for sentence in ("ok fix it. don't touch buf.c", "直して。buf.c は触らないで", "修一下，buf.c 不要动"):
        ref = honing.ground(sentence, messages, cwd=root).references[0]
        # the definition of take (lines 6-10), not its prototype on line 4
        assert (ref.path, ref.start_line, ref.symbol) == ("src/reader.c", 6, "take"), sentence


def test_the_target_quotes_the_summary_sentence_that_holds_the_line(tmp_path: Path) -> None:
    from honing.sessions import read_session

    root = write(tmp_path / "project", {"src/ledger.rs": LEDGER})
    path = _claude_code(tmp_path, [
        _user("u0", None, SUMMARY.replace("`self.balance -= fee;`", "`self.account_mut(from)?.balance -= fee;`")
              , isCompactSummary=True),
        _user("u1", "u0", "add --format json to the report"), _assistant("a1", "u1", "Added it."),
    ])
    (root / "src/ledger.rs").write_text(LEDGER.replace("self.balance -= fee;", "self.account_mut(from)?.balance -= fee;"),
                                        encoding="utf-8")
    result = honing.ground("back to the fee one we put on hold", read_session(str(path)), cwd=root, turns=3)
    target = next(i for i in result.items if i.label == "Target")
    # the whole sentence, '?.' inside the quoted code and all
    assert "`self.account_mut(from)?.balance -= fee;` (line 4)" in target.text
