"""Grounding behaviours found on the thirty-ninth development set (bench/ground_cases_dev39)."""

from __future__ import annotations

from pathlib import Path

import honing

from .test_grounding_dev5 import write
from .test_grounding_dev36 import _call

_CONFIG = ("use std::time::Duration;\n\n#[derive(Debug)]\npub struct BadDuration;\n\n"
           + "".join(f"// note {n}\n" for n in range(6, 12))
           + "pub fn parse_duration(s: &str) -> Result<Duration, BadDuration> {\n"
           "    if let Some(n) = s.strip_suffix('s') {\n        return n.parse::<u64>().map(Duration::from_secs).map_err(|_| BadDuration);\n    }\n"
           "    if let Some(n) = s.strip_suffix(\"ms\") {\n        return n.parse::<u64>().map(Duration::from_millis).map_err(|_| BadDuration);\n    }\n"
           "    Err(BadDuration)\n}\n" + "".join(f"// tail {n}\n" for n in range(22, 34)))
_MAIN = ("mod config;\n\nfn parse_timeout(s: &str) -> Result<std::time::Duration, String> {\n"
         "    config::parse_duration(s).map_err(|_| format!(\"bad duration {s}\"))\n}\n\n"
         + "".join(f"// main {n}\n" for n in range(7, 35)))


def test_options_above_a_closing_question_are_its_proposal(tmp_path: Path) -> None:
    """The reply adds a flag (an edit), reports a parsing bug it hit, lists two options and asks
    "Want me to do one of them?" in a paragraph of its own: the options are still to be done, so
    "go with the small fix" goes to the parser, not to "fixed by the edit" (dev39 a04)."""
    strip = _CONFIG.split("\n").index("    if let Some(n) = s.strip_suffix('s') {") + 1
    edit = {"file_path": "src/main.rs", "old_string": "mod config;\n",
            "new_string": "mod config;\n// --timeout goes through parse_timeout\n"}
    session = [
        {"role": "user", "content": "add a --timeout flag, default 10s"},
        {"role": "assistant", "content": None, "tool_calls": [_call("e1", "edit", edit)]},
        {"role": "tool", "tool_call_id": "e1", "content": "ok"},
        {"role": "assistant", "content": (
            "Added `--timeout` through a small `parse_timeout` adapter. Build and tests pass.\n\n"
            f"One thing I hit: **`500ms` doesn't parse.** In `parse_duration` (`src/config.rs` line {strip}) the "
            "`strip_suffix('s')` branch runs before the `\"ms\"` branch, so `\"500ms\"` fails and returns `BadDuration`.\n\n"
            "Two options:\n1. Small fix: check `\"ms\"` before `'s'` and add a test for it.\n"
            "2. Replace our parser with the `humantime` crate, which adds a dependency to `Cargo.toml`.\n\n"
            "Want me to do one of them?")}]
    project = write(tmp_path, {"src/config.rs": _CONFIG, "src/main.rs": _MAIN})
    ref = honing.ground("ok, the duration parsing thing. go with the small fix, no new deps", session, cwd=project,
                        turns=1).references[0]
    assert ref.resolved and ref.path == "src/config.rs", ref
    assert ref.start_line is not None and ref.end_line is not None and ref.start_line <= strip <= ref.end_line, ref


def test_it_isnt_the_code_and_a_fix_outside_the_repo_settle_the_report(tmp_path: Path) -> None:
    """"It isn't the code. … Fix, both outside the repo:" (an expired key in CI secrets): "still
    red, can you just fix it" names no line (dev39 a05)."""
    spec = ("require 'rails_helper'\n\nRSpec.describe PaymentsSync do\n  before(:all) do\n"
            "    Stripe::Charge.create(amount: 500, currency: 'eur', source: 'tok_visa')\n  end\n"
            + "".join(f"  # case {n}\n" for n in range(7, 34)) + "end\n")
    session = [
        {"role": "user", "content": "payments_sync_spec fails on CI since yesterday but passes for me locally."},
        {"role": "assistant", "content": (
            "It isn't the code. CI fails before `PaymentsSync` runs at all: the `before(:all)` in "
            "`spec/services/payments_sync_spec.rb` (line 5) creates a test charge, and Stripe rejects it with "
            "`Stripe::AuthenticationError: Expired API Key provided`.\n\n"
            "Fix, both outside the repo:\n1. Stripe dashboard: create a new test key.\n"
            "2. GitHub → Settings → Secrets: update `STRIPE_TEST_KEY`, then re-run the workflow.")}]
    project = write(tmp_path, {"spec/services/payments_sync_spec.rb": spec})
    ref = honing.ground("payments sync spec is still red on main. can you just fix it", session, cwd=project,
                        turns=1).references[0]
    assert not ref.resolved, ref


def test_a_fix_outside_the_repository_in_japanese_settles_the_report(tmp_path: Path) -> None:
    """「直すのはリポジトリの外です」「リポジトリ内で変えるべき箇所はありません」 (a disabled service
    account key): 「デプロイ落ちるほう直しといて」 names no line (dev39 b07)."""
    workflow = ("name: deploy\non:\n  push:\n    branches: [main]\njobs:\n  deploy:\n    runs-on: ubuntu-latest\n"
                "    steps:\n      - uses: actions/checkout@v4\n      - uses: google-github-actions/auth@v2\n        with:\n"
                "          credentials_json: ${{ secrets.GCP_SA_KEY }}\n" + "".join(f"      - run: echo {n}\n" for n in range(13, 34)))
    session = [
        {"role": "user", "content": "mainにマージしたらdeployジョブが落ちるようになった。invalid_grant / Invalid JWT Signature"},
        {"role": "assistant", "content": (
            "ワークフロー側は先週から変わっておらず、`auth@v2` の使い方も正しいです。\n\n"
            "`secrets.GCP_SA_KEY` のサービスアカウント鍵が GCP 側で無効化されたときに出るエラーです。\n\n"
            "直すのはリポジトリの外です:\n1. GCP コンソールで新しい鍵を発行する\n2. GitHub の `GCP_SA_KEY` を更新する\n\n"
            "リポジトリ内で変えるべき箇所はありません。")},
        {"role": "user", "content": "ついでにnpmのキャッシュ効いてなくない?毎回フルインストールしてる気がする"},
        {"role": "assistant", "content": None, "tool_calls": [_call("e1", "edit", {
            "file_path": ".github/workflows/deploy.yml", "old_string": "      - run: echo 13\n",
            "new_string": "      - uses: actions/setup-node@v4\n        with:\n          cache: npm\n"})]},
        {"role": "tool", "tool_call_id": "e1", "content": "ok"},
        {"role": "assistant", "content": "`actions/setup-node` の `cache: npm` に置き換えました。"}]
    project = write(tmp_path, {".github/workflows/deploy.yml": workflow.replace(
        "      - run: echo 13\n", "      - uses: actions/setup-node@v4\n        with:\n          cache: npm\n")})
    ref = honing.ground("じゃあデプロイ落ちるほう直しといて", session, cwd=project, turns=2).references[0]
    assert not ref.resolved, ref


_CART = ("import { useEffect, useState } from 'react';\nimport { fetchCoupon } from '../api/coupons';\n\n"
         "export function CartSummary({ items, couponCode, onCheckout }) {\n  const [coupon, setCoupon] = useState(null);\n"
         + "".join(f"  // effect {n}\n" for n in range(6, 24))
         + "  const subtotal = items.reduce((sum, it) => sum + it.priceCents, 0);\n"
         + "".join(f"  // render {n}\n" for n in range(25, 50)) + "}\n")


def test_a_line_named_alone_in_a_review_is_in_the_file_the_review_was_asked_for(tmp_path: Path) -> None:
    """「帮我 review 一下 src/components/CartSummary.tsx」: the agent reads it, its test and an API
    module, and numbers its items by line alone (「（第 24 行）」); the lines are the reviewed file's,
    so 「第2条呢…也改了吧」 goes to its subtotal line (dev39 c03)."""
    line = _CART.split("\n").index("  const subtotal = items.reduce((sum, it) => sum + it.priceCents, 0);") + 1
    reads = [_call(f"r{k}", "read_file", {"path": p}) for k, p in enumerate(
        ("src/components/CartSummary.tsx", "src/components/CartSummary.test.tsx", "src/api/coupons.ts"))]
    session = [
        {"role": "user", "content": "帮我 review 一下 src/components/CartSummary.tsx，下周要上线了"},
        {"role": "assistant", "content": None, "tool_calls": reads},
        *[{"role": "tool", "tool_call_id": f"r{k}", "content": "…"} for k in range(3)],
        {"role": "assistant", "content": (
            "有 3 个问题：\n\n1. **useEffect 依赖数组是空的**（第 6–22 行）：`couponCode` 变了不会重新拉优惠券。\n"
            f"2. **小计没乘数量**（第 {line} 行）：`items.reduce((sum, it) => sum + it.priceCents, 0)` 只加了单价。\n"
            "3. **结算按钮在加载中也能点**（第 48 行）：建议 `disabled={loading}`。\n\n要我改哪几条？")}]
    project = write(tmp_path, {"src/components/CartSummary.tsx": _CART,
                               "src/components/CartSummary.test.tsx": "it('renders', () => {});\n",
                               "src/api/coupons.ts": "export async function fetchCoupon() {}\n"})
    ref = honing.ground("第2条呢，这个影响金额的，也改了吧", session, cwd=project, turns=1).references[0]
    assert ref.resolved and ref.path == "src/components/CartSummary.tsx", ref
    assert ref.start_line is not None and ref.end_line is not None and ref.start_line <= line <= ref.end_line, ref


def test_an_aside_that_says_it_does_not_work_reports_a_defect() -> None:
    """「退避完全没起作用」 (the backoff does nothing) is a defect: the aside the agent noticed beside
    its cache change is what 「那个异或的坑也顺手修了吧」 takes up (dev39 c09)."""
    from honing.grounding import vocab
    for said in ("所以退避完全没起作用", "这个配置根本不起作用"):
        assert vocab.first(said, "defect") is not None, said


def test_a_question_about_a_fix_keeps_the_prohibition_until_asked(tmp_path: Path) -> None:
    """"don't change anything yet" stays a constraint while the user only asks about a fix
    ("what would the fix for 3 look like?", 「改起来麻烦吗」) or repeats it; a request lifts it (a
    review of dev39's round)."""
    from .test_grounding_dev38 import _CONFIG_RS, _review_session
    project = write(tmp_path, {"src/config.rs": _CONFIG_RS})
    session = _review_session()
    session[0] = {"role": "user", "content": "review src/config.rs please. don't change anything yet, just tell me"}
    for sentence, kept in (("ok. how bad is 3 really?", True),
                           ("what would the fix for 3 look like? still don't change anything yet", True),
                           ("第3条改起来麻烦吗？", True), ("ok, fix 3", False), ("do 3 though", False)):
        result = honing.ground(sentence, session, cwd=project, turns=2)
        assert bool([i for i in result.items if i.gap == "constraint"]) is kept, (sentence, result.items)


def test_not_the_code_but_the_test_is_a_place_in_the_repository(tmp_path: Path) -> None:
    """"It's not the code, it's the test." points at a file in the project: "ok fix it then" goes
    to the test's line, not to "nothing to change" (a review of dev39's round)."""
    spec = ("from app.pricing import price_with_vat\n\n\n" + "".join(f"# case {n}\n" for n in range(4, 12))
            + "def test_price_with_vat():\n    assert price_with_vat(100) == 119\n\n"
            + "".join(f"# tail {n}\n" for n in range(15, 30)))
    line = spec.split("\n").index("    assert price_with_vat(100) == 119") + 1
    project = write(tmp_path, {"tests/test_pricing.py": spec,
                               "app/pricing.py": "VAT = 0.20\n\n\ndef price_with_vat(net):\n    return round(net * (1 + VAT))\n"})
    for opener in ("It isn't the code. ", "It's not the code, it's the test. "):
        session = [
            {"role": "user", "content": "test_price_with_vat fails since we moved to the UK VAT rate, can you look"},
            {"role": "assistant", "content": (
                f"{opener}`price_with_vat` is fine. The test still expects the old 19 % rate: "
                f"`tests/test_pricing.py` line {line} asserts `price_with_vat(100) == 119`, it should be `120`.")}]
        ref = honing.ground("ok fix it then", session, cwd=project, turns=1).references[0]
        assert ref.resolved and ref.path == "tests/test_pricing.py", (opener, ref)


def test_a_helper_named_in_a_review_outweighs_the_reviewed_file_for_a_lone_line(tmp_path: Path) -> None:
    """A review of app/handlers/orders.py whose item blames the `get_conn` helper of app/db.py
    "(line 42)": the helper's file, not the reviewed one (a review of dev39's round)."""
    handler = ("from app.db import get_conn\n\n\n" + "".join(f"# handler note {n}\n" for n in range(4, 10))
               + "def list_orders(user_id):\n    conn = get_conn()\n"
               "    rows = conn.execute(f\"SELECT * FROM orders WHERE user_id = {user_id}\").fetchall()\n"
               "    return [dict(r) for r in rows]\n\n" + "".join(f"# handler tail {n}\n" for n in range(15, 60)))
    db = ("import sqlite3\n\n_POOL = []\n\n" + "".join(f"# db note {n}\n" for n in range(5, 40))
          + "def get_conn():\n    conn = sqlite3.connect('app.db')\n    _POOL.append(conn)\n    return conn\n"
          + "".join(f"# db tail {n}\n" for n in range(44, 50)))
    sql = handler.split("\n").index("    rows = conn.execute(f\"SELECT * FROM orders WHERE user_id = {user_id}\").fetchall()") + 1
    pool = db.split("\n").index("    _POOL.append(conn)") + 1
    reads = [_call(f"r{k}", "read_file", {"path": p}) for k, p in enumerate(("app/handlers/orders.py", "app/db.py"))]
    session = [
        {"role": "user", "content": "can you review app/handlers/orders.py before I merge?"},
        {"role": "assistant", "content": None, "tool_calls": reads},
        *[{"role": "tool", "tool_call_id": f"r{k}", "content": "…"} for k in range(2)],
        {"role": "assistant", "content": (
            "Two things:\n\n"
            f"1. **SQL injection** in `list_orders` (`app/handlers/orders.py:{sql}`): `user_id` is formatted in.\n\n"
            f"2. **Connection leak**: the `get_conn` helper it calls appends every connection to `_POOL` and never "
            f"closes it (line {pool}).\n\nWant me to fix either?")}]
    project = write(tmp_path, {"app/handlers/orders.py": handler, "app/db.py": db})
    ref = honing.ground("fix the connection leak one", session, cwd=project, turns=1).references[0]
    assert ref.resolved and ref.path == "app/db.py", ref


def test_telling_someone_later_is_no_deferral() -> None:
    """「我回头问下 DBA」 puts a question off; 「我待会跟测试说一声」 only plans to tell QA (a review)."""
    from honing.grounding import vocab
    assert vocab.first("索引的事我回头问下 DBA", "deferral")
    assert not vocab.first("我待会跟测试说一声，他们上周也碰到过", "deferral")


def test_many_search_hits_in_one_file_share_its_vote() -> None:
    """A grep that lists six lines of one file proposes candidates, not six places: beyond three,
    its hits in that file share the weight of three; two hits keep theirs."""
    from honing.grounding import candidates
    from honing.sessions.model import ToolCall, Turn
    many = "\n".join(f"src/Endpoints.cs:{n}:    booking.Status != BookingStatus.Declined" for n in (18, 25, 31, 33, 38, 40))
    few = "\n".join(f"src/Repository.cs:{n}:    b.Status != BookingStatus.Declined" for n in (16, 27))
    turn = Turn(index=1, user="ghost bookings", assistant="Found it.",
                tools=(ToolCall("grep", "{}", result=many + "\n" + few),))
    weights = {}
    for s in candidates._sources(turn, set()):
        if s.mention.kind == "location":
            weights.setdefault(s.mention.value, []).append(s.mention.weight)
    assert len(weights["src/Endpoints.cs"]) == 6 and len(weights["src/Repository.cs"]) == 2
    assert sum(weights["src/Endpoints.cs"]) < 4 * max(weights["src/Repository.cs"])  # (about 14 without the share)
    assert max(weights["src/Endpoints.cs"]) < max(weights["src/Repository.cs"])


_RAW = ("use serde::Deserialize;\n\n#[derive(Deserialize)]\nstruct RawConfig {\n    output: Option<OutputSection>,\n}\n\n"
        "#[derive(Deserialize)]\nstruct OutputSection {\n    endpoint: String,\n}\n\n"
        + "".join(f"// old note {n}\n" for n in range(13, 20))
        + "pub fn from_raw(raw: RawConfig) -> String {\n    let output = raw.output.as_ref().unwrap();\n"
        "    output.endpoint.clone()\n}\n" + "".join(f"// tail {n}\n" for n in range(24, 40)))
_RETRY = ("#[derive(Deserialize)]\nstruct RetrySection {\n    max_attempts: u32,\n    backoff_ms: u64,\n}\n\n"
          "fn default_attempts() -> u32 {\n    3\n}\n\n")


def test_a_stale_rust_unwrap_panic_goes_to_the_line_the_session_moved(tmp_path: Path) -> None:
    """A panic from last week's build ("src/config.rs:21:38 … called `Option::unwrap()` on a
    `None` value"): the session's edit added ten lines above it, so line 21 no longer unwraps;
    the line the edit moved (31) does (dev39 c02)."""
    old_line = _RAW.split("\n").index("    let output = raw.output.as_ref().unwrap();") + 1
    anchor = "#[derive(Deserialize)]\nstruct OutputSection {"
    edit = {"file_path": "src/config.rs", "old_string": anchor, "new_string": _RETRY + anchor}
    now = _RAW.replace(anchor, _RETRY + anchor)
    new_line = now.split("\n").index("    let output = raw.output.as_ref().unwrap();") + 1
    session = [
        {"role": "user", "content": "给配置加个 [retry] 段"},
        {"role": "assistant", "content": None, "tool_calls": [_call("e1", "edit", edit)]},
        {"role": "tool", "tool_call_id": "e1", "content": "ok"},
        {"role": "assistant", "content": "加好了：`RetrySection`，`max_attempts` 默认 3。"}]
    project = write(tmp_path, {"src/config.rs": now})
    sentence = (f"staging 那台还是上周的包，配置里没写 [output] 直接挂了：\nthread 'main' panicked at src/config.rs:{old_line}:38:\n"
                "called `Option::unwrap()` on a `None` value\n这个也修一下")
    ref = honing.ground(sentence, session, cwd=project, turns=1).references[0]
    assert new_line - old_line == 10 and ref.resolved and ref.path == "src/config.rs", ref
    assert ref.start_line is not None and ref.end_line is not None and ref.start_line <= new_line <= ref.end_line, ref
    # a line that still unwraps is taken as named
    current = honing.ground(sentence.replace(f"config.rs:{old_line}:", f"config.rs:{new_line}:"), session,
                            cwd=project, turns=1).references[0]
    assert current.start_line is not None and current.end_line is not None
    assert current.start_line <= new_line <= current.end_line, current
