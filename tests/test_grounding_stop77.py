"""Grounding fixes of the seventy-seventh round, each shown on a small session of its own. Each test failed before
its fix."""

from __future__ import annotations

import json
from pathlib import Path

import honing
from honing.grounding import vocab

_LOAD = '''import pandas as pd


def load_orders(path):
    df = pd.read_csv(path, usecols=["order_id", "amount", "postcode"])
    df["status"] = "paid"
    return df


def load_skus(path):
    return pd.read_csv(path, dtype={"sku": str})
'''

_TRANSFORM = '''POSTCODE_PROVINCE = {"01": "内蒙古", "10": "北京"}


def province_from_postcode(code):
    if len(str(code)) != 6:
        return "未知"
    return POSTCODE_PROVINCE.get(str(code)[:2], "未知")
'''


def _project(root: Path, files: dict[str, str]) -> Path:
    for rel, text in files.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text, encoding="utf-8")
    return root


def test_keeping_two_decimals_is_not_putting_anything_off() -> None:
    """保留 is "on hold" in 「2は一旦保留で」 but "keep" in 「销售额保留两位小数」 (round to two decimals)."""
    assert vocab.first("报表里销售额保留两位小数", "postpone") is None
    assert vocab.first("撤销上一次提交，但保留改动在暂存区", "postpone") is None
    assert vocab.first("2は一旦保留で", "postpone") is not None
    assert vocab.first("保留してたmd5のやつやっちゃって", "postpone") is not None


def test_an_offer_taken_up_by_its_topic_after_a_request_to_keep_decimals(tmp_path: Path) -> None:
    """dev118 c05: the reply's first paragraph clears the mapping (「问题不在这里」), the second places the cause in
    load_orders and offers the fix; 「先不急」 holds it; a later 「保留两位小数」 asks for rounding and puts nothing
    off; 「之前你说的那个前导零的 顺手改了吧」 takes up the offer: load_orders' read_csv, not the mapping."""
    root = _project(tmp_path, {"etl/load.py": _LOAD, "etl/transform.py": _TRANSFORM})
    diagnosis = ("是按邮编前两位查 `POSTCODE_PROVINCE`（`etl/transform.py` 第 1 行）。映射本身有 `\"01\": \"内蒙古\"`，问题不在这里。\n\n"
                 "原因在读数据那一步：`etl/load.py` 第 5 行 `load_orders()` 里的 `pd.read_csv` 没有给 `postcode` 指定 dtype，"
                 "`010010` 读进来就成了 `10010`，`province_from_postcode()` 长度判断不过。测试里邮编是直接用字符串构造的，所以没测出来。\n\n"
                 "修法是在 `read_csv` 加 `dtype={\"postcode\": str}`。要我顺手改一下吗？")
    messages = [{"role": "user", "content": "内蒙古那边的单子报表里好像全是未知，你看下"},
                {"role": "assistant", "content": diagnosis},
                {"role": "user", "content": "先不急，跑下测试看看现在啥情况"},
                {"role": "assistant", "content": "测试全过了，12 个。"},
                {"role": "user", "content": "报表里销售额保留两位小数"},
                {"role": "assistant", "content": "好了，`report.py` 里加了 `round(2)`。"}]
    ref = honing.ground("之前你说的那个前导零的 顺手改了吧", messages, cwd=root, turns=3).references[0]
    assert (ref.path, ref.start_line is not None and ref.start_line <= 5 <= (ref.end_line or 0)) == ("etl/load.py", True)


_MAILER = '''class DigestMailer < ApplicationMailer
  def weekly(user)
    @user = user
    @entries = user.entries.last_week
    @unsubscribe = unsubscribe_url(token: @user.id)
    mail(to: user.email, subject: "Your week")
  end
end
'''

_CONTROLLER = '''class UnsubscribesController < ApplicationController
  def show
    find_user.update!(digest: false)
  end

  private

  def find_user
    User.find_by!(unsubscribe_token: params[:token])
  end
end
'''


def test_the_side_a_closing_offer_names_is_the_place(tmp_path: Path) -> None:
    """dev117 a10: the reply lays the mailer and the controller side by side, says the controller is right and ends
    "Want me to change the mailer?"; "ok fix the unsubscribe link one" takes the offer: the mailer's line, not the
    controller's find_by! that raises the 404."""
    root = _project(tmp_path, {"app/mailers/digest_mailer.rb": _MAILER,
                               "app/controllers/unsubscribes_controller.rb": _CONTROLLER})
    diagnosis = ("Found it. The mailer and the controller disagree about what the token is:\n\n"
                 "- `DigestMailer#weekly` builds the link with `unsubscribe_url(token: @user.id)` (digest_mailer.rb:5);\n"
                 "- `UnsubscribesController#find_user` looks the user up with `User.find_by!(unsubscribe_token: params[:token])` "
                 "(unsubscribes_controller.rb:9), so `find_by!` raises `RecordNotFound`, which is the 404.\n\n"
                 "The mailer should pass `@user.unsubscribe_token`. The controller side is the right one: a random token "
                 "means people can't unsubscribe each other by counting ids. Want me to change the mailer?")
    messages = [{"role": "user", "content": "the unsubscribe link in the weekly digest 404s, can you look"},
                {"role": "assistant", "content": diagnosis},
                {"role": "user", "content": "how do i run the exporter spec again"},
                {"role": "assistant", "content": "`bundle exec rspec spec/services/invoice_csv_export_spec.rb` (passes)."}]
    ref = honing.ground("ok fix the unsubscribe link one, ppl are complaning", messages, cwd=root, turns=2).references[0]
    assert (ref.path, ref.start_line is not None and ref.start_line <= 5 <= (ref.end_line or 0)) == (
        "app/mailers/digest_mailer.rb", True)


_SUM = '''pub fn column_index(headers: &[String], name: &str) -> Option<usize> {
    headers.iter().position(|h| h.trim().trim_start_matches('\\u{feff}') == name)
}
'''

_MAIN = '''mod cli;
mod sum;

fn main() {
    let opts = cli::parse();
    let mut reader = csv::ReaderBuilder::new().has_headers(true).from_path(&opts.file).unwrap();
    let total = sum::total(&mut reader, &opts.column);
    println!("{total}");
}
'''


def test_a_typed_teh_reads_as_the(tmp_path: Path) -> None:
    """dev118 a07: "ok now teh other one from finance" asks for the finance item left after the BOM fix, as "the
    other one" would (table casual_spellings: teh, hte)."""
    assert vocab.first("ok now teh other one from finance", "remaining") is not None
    assert vocab.first("hte other one pls", "remaining") is not None
    assert vocab.first("tehran office", "remaining") is None
    root = _project(tmp_path, {"src/sum.rs": _SUM, "src/main.rs": _MAIN})
    reply = ("Both are real, different causes:\n\n"
             "1. **Excel BOM.** The first header is `\\u{feff}amount`. `column_index` (`src/sum.rs` line 1) compares with "
             "`h.trim()`, which doesn't strip U+FEFF.\n\n"
             "2. **`--delim` never reaches the reader.** `cli.rs` parses it into `opts.delimiter`, but `main.rs` line 6 "
             "builds the reader with `ReaderBuilder::new().has_headers(true)` and no `.delimiter(opts.delimiter)`.\n\n"
             "I'll do the BOM one first.\n\nBOM fixed: `column_index` strips a leading U+FEFF before comparing. "
             "Want me to do the delimiter one next?")
    edit = json.dumps({"file_path": "src/sum.rs", "old_string": "h.trim() == name",
                       "new_string": "h.trim().trim_start_matches('\\u{feff}') == name"})
    messages = [{"role": "user", "content": "two things from finance:\n1) excel exports fail with column not found\n"
                                            "2) --delim ';' seems to be ignored"},
                {"role": "assistant", "content": None,
                 "tool_calls": [{"id": "e1", "type": "function", "function": {"name": "Edit", "arguments": edit}}]},
                {"role": "tool", "tool_call_id": "e1", "content": "ok"},
                {"role": "assistant", "content": reply},
                {"role": "user", "content": "can we make the release binary smaller"},
                {"role": "assistant", "content": "Set `opt-level = \"z\"` and `lto = true` under `[profile.release]`."}]
    ref = honing.ground("ok now teh other one from finance", messages, cwd=root, turns=2).references[0]
    assert (ref.path, ref.start_line is not None and ref.start_line <= 6 <= (ref.end_line or 0)) == ("src/main.rs", True)


_BILL = '''package com.example.tipsplit

class BillViewModel {
    var amount = 0.0

    fun onAmountChanged(text: String) {
        amount = Money.parseAmount(text) ?: return
    }
}
'''

_SETTLE = '''package com.example.tipsplit

class SettleUpViewModel {
    var paid = 0.0

    fun onPaidChanged(index: Int, text: String) {
        paid = text.trim().ifEmpty { "0" }.toDouble()
    }
}
'''


def test_the_screen_said_in_words_names_the_leading_parts_of_its_file(tmp_path: Path) -> None:
    """dev118 a10: the crash was fixed in BillViewModel; the agent's search had also listed SettleUpViewModel.kt:7;
    "same crash on the settle up screen" names SettleUpViewModel.kt by the leading parts of its name, written apart."""
    base = "app/src/main/java/com/example/tipsplit/"
    root = _project(tmp_path, {base + "BillViewModel.kt": _BILL, base + "SettleUpViewModel.kt": _SETTLE})
    grep = json.dumps({"command": "grep -rn 'toDouble(' app/src"})
    edit = json.dumps({"file_path": base + "BillViewModel.kt", "old_string": "amount = text.trim().toDouble()",
                       "new_string": "amount = Money.parseAmount(text) ?: return"})
    messages = [{"role": "user", "content": "app crashes when i type 12,50 into the bill amount:\n"
                                            "java.lang.NumberFormatException: For input string: \"12,50\"\n"
                                            "\tat com.example.tipsplit.BillViewModel.onAmountChanged(BillViewModel.kt:7)"},
                {"role": "assistant", "content": None, "tool_calls": [
                    {"id": "g1", "type": "function", "function": {"name": "Bash", "arguments": grep}}]},
                {"role": "tool", "tool_call_id": "g1", "content":
                    f"{base}BillViewModel.kt:7:        amount = text.trim().toDouble()\n"
                    f"{base}SettleUpViewModel.kt:7:        paid = text.trim().ifEmpty {{ \"0\" }}.toDouble()"},
                {"role": "assistant", "content": None, "tool_calls": [
                    {"id": "e1", "type": "function", "function": {"name": "Edit", "arguments": edit}}]},
                {"role": "tool", "tool_call_id": "e1", "content": "ok"},
                {"role": "assistant", "content": "`onAmountChanged` (`BillViewModel.kt` line 7) calls `toDouble()`, which "
                                                 "only accepts a dot. Fixed with `Money.parseAmount()`."},
                {"role": "user", "content": "tip options should be 10/15/20"},
                {"role": "assistant", "content": "Done, the options are now 10, 15 and 20."}]
    ref = honing.ground("same crash on the settle up screen now when i type 20,00", messages, cwd=root, turns=2).references[0]
    assert (ref.path, ref.start_line is not None and ref.start_line <= 7 <= (ref.end_line or 0)) == (
        base + "SettleUpViewModel.kt", True)


_SEARCH_BOX = '''import { useEffect, useState } from "react";
import { search } from "./api";

export function SearchBox() {
  const [q, setQ] = useState("");
  const [results, setResults] = useState([]);
  const [error, setError] = useState(null);
  useEffect(() => {
    const t = setTimeout(() => {
      setError(null);
      search(q).then(setResults).catch(setError);
    }, 250);
    return () => clearTimeout(t);
  }, [q]);
  return null;
}
'''

_API = '''export async function search(q: string) {
  const params = new URLSearchParams({ q });
  const res = await fetch(`/api/search?${params}`);
  return res.json();
}
'''

_LIST = '''export function ProductList({ items }) {
  return items.map((p, i) => <li key={i}>{p.name}</li>);
}
'''


def test_the_finding_left_after_two_fixed_and_one_put_off_by_a_short_name(tmp_path: Path) -> None:
    """dev117 c03: of four review findings, 2 and 3 are taken by number and 「key那个先不管」 puts off 4 by a
    three-letter word; 「…结果会跳回前面的 是你说的那个吧 修下」 says a symptom is one of the findings: item 1."""
    root = _project(tmp_path, {"src/SearchBox.tsx": _SEARCH_BOX, "src/api.ts": _API, "src/ProductList.tsx": _LIST})
    review = ("看完了，主要有这几个问题：\n\n"
              "1. **旧请求会覆盖新结果**（`SearchBox.tsx` 第 11 行）：已经发出去的请求没有取消，`setResults` 会用旧结果把新结果盖掉。"
              "可以在 effect 里放一个 `ignore` 标记。\n"
              "2. **查询参数没编码**（`api.ts` 第 2 行）：`q` 直接拼进 URL。应该用 `URLSearchParams`。\n"
              "3. **`error` 不会被清掉**：一次失败后，下一次搜索成功了错误提示还在。\n"
              "4. **列表 key 用的是 index**（`ProductList.tsx` 第 2 行）：最好用 `p.id`。\n\n要我从哪个开始？")
    messages = [{"role": "user", "content": "顺便帮我整体review下 SearchBox 和 api.ts 有啥问题"},
                {"role": "assistant", "content": review},
                {"role": "user", "content": "先修2"},
                {"role": "assistant", "content": "改好了，`api.ts` 用 `URLSearchParams` 了。"},
                {"role": "user", "content": "3也修下吧"},
                {"role": "assistant", "content": "好了，请求前先 `setError(null)`。"},
                {"role": "user", "content": "key那个先不管 列表不会重排的"},
                {"role": "assistant", "content": "好的，先不动。"}]
    ref = honing.ground("搜索框打字快一点 结果会跳回前面的 是你说的那个吧 修下", messages, cwd=root, turns=4).references[0]
    assert (ref.path, ref.start_line is not None and ref.start_line <= 11 <= (ref.end_line or 0)) == ("src/SearchBox.tsx", True)
    assert vocab.first("就按你说的那个方案来", "pointed_out") is None


_DATE_GO = '''package task

import "time"

const dateLayout = "2006-01-02"

type Date time.Time

func (d Date) MarshalJSON() ([]byte, error) {
	return []byte(`"` + time.Time(d).Format("2006-02-01") + `"`), nil
}

func (d *Date) UnmarshalJSON(b []byte) error {
	t, err := time.Parse(`"`+dateLayout+`"`, string(b))
	*d = Date(t)
	return err
}
'''

_STORE_GO = '''package task

import "sort"

func (s *Store) List() []Task {
	out := s.all()
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	return out
}
'''


def test_wrong_dates_after_the_agents_new_date_type_point_at_its_swapped_layout(tmp_path: Path) -> None:
    """dev117 c02 (in a session that records the write): "Invalid Date" and wrong dates after the agent wrote a Date
    type, then sorted the list: the MarshalJSON layout "2006-02-01" (table code_shape, date_swapped), not the sort."""
    root = _project(tmp_path, {"internal/task/date.go": _DATE_GO, "internal/task/store.go": _STORE_GO})
    write = json.dumps({"file_path": "internal/task/date.go", "content": _DATE_GO})
    edit = json.dumps({"file_path": "internal/task/store.go", "old_string": "out := s.all()",
                       "new_string": "out := s.all()\n\tsort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })"})
    messages = [{"role": "user", "content": "due_date 改成只返回日期 2025-11-20 这种"},
                {"role": "assistant", "content": None, "tool_calls": [
                    {"id": "w1", "type": "function", "function": {"name": "Write", "arguments": write}}]},
                {"role": "tool", "tool_call_id": "w1", "content": "File created"},
                {"role": "assistant", "content": "改好了：新增 `internal/task/date.go`，`Date` 类型输出纯日期。"},
                {"role": "user", "content": "列表按id排个序"},
                {"role": "assistant", "content": None, "tool_calls": [
                    {"id": "e1", "type": "function", "function": {"name": "Edit", "arguments": edit}}]},
                {"role": "tool", "tool_call_id": "e1", "content": "ok"},
                {"role": "assistant", "content": "好了，`List` 按 id 排序。"}]
    ref = honing.ground("前端截止日期好多显示Invalid Date了 有的日期也不对 刚才还好好的", messages, cwd=root, turns=2).references[0]
    assert (ref.path, ref.start_line is not None and ref.start_line <= 10 <= (ref.end_line or 0)) == (
        "internal/task/date.go", True)


_WEBHOOK = '''import stripe
from flask import Blueprint, request

bp = Blueprint("webhooks", __name__)


@bp.post("/webhooks/stripe")
def stripe_webhook():
    payload = request.get_data()
    sig = request.headers.get("Stripe-Signature")
    try:
        event = stripe.Webhook.construct_event(payload, sig, SECRET)
    except stripe.error.SignatureVerificationError:
        return "bad signature", 400
    return handle(event)
'''


def test_a_fix_the_reply_places_in_another_repository_is_no_place_here(tmp_path: Path) -> None:
    """dev119 a07: the reply's fix clause puts the fix in a repository of its own ("The fix is in the ingress
    configuration …, which lives in the platform/infra repo"); "ok can you just fix it" then has no place in this
    project: unresolved, not the webhook handler the first turn read."""
    root = _project(tmp_path, {"app/webhooks.py": _WEBHOOK})
    messages = [{"role": "user", "content": "every stripe webhook fails with bad signature since the deploy"},
                {"role": "assistant", "content": "`stripe_webhook` (app/webhooks.py:9) verifies `request.get_data()` against "
                                                 "the secret, which is right. Either the production secret changed or something in "
                                                 "front of the app rewrites the body."},
                {"role": "user", "content": "ops says the secret matches. they upgraded the ingress controller yesterday"},
                {"role": "assistant", "content": "That points at the body: the upgraded ingress rewrites it, so every signature "
                                                 "fails. The fix is in the ingress configuration for this route (leave "
                                                 "`/webhooks/stripe` bodies untouched), which lives in the platform/infra repo — "
                                                 "there's nothing in this service's code that would make a modified body verify."}]
    ref = honing.ground("ugh. ok can you just fix it", messages, cwd=root, turns=2).references[0]
    assert not ref.resolved


def test_a_fix_said_to_go_in_another_named_repository_in_japanese_is_no_place_here(tmp_path: Path) -> None:
    """dev119 b07: 「直すのは shop-api リポジトリ(か、その前段の envoy の設定)で…」 beside a line of this project that
    only explains (`client.ts:3` sends credentials): 「さっきのCORSのやつ直しといて」 is unresolved."""
    root = _project(tmp_path, {"src/api/client.ts": "export async function listOrders(base: string) {\n"
                                                    "  const res = await fetch(`${base}/v1/orders`, {\n"
                                                    "    credentials: \"include\",\n  });\n  return res.json();\n}\n"})
    reply = ("原因はフロントではなく API 側でした。\n\n- staging 管理画面のオリジンだと CORS ヘッダが一切返りません。\n"
             "- このリポジトリ側は正しく動いています。\n"
             "- `src/api/client.ts:3` で `credentials: \"include\"` を付けているので、API 側はオリジンを明示する必要があります。\n\n"
             "直すのは shop-api リポジトリ(か、その前段の envoy の設定)で、許可オリジンに staging のオリジンを追加することです。")
    messages = [{"role": "user", "content": "stagingにデプロイしたら注文一覧が出ない。コンソールに CORS policy のエラー"},
                {"role": "assistant", "content": reply},
                {"role": "user", "content": "日時の表示、2025/11/26 15:40 みたいにして"},
                {"role": "assistant", "content": "`formatDate` を追加しました。"}]
    ref = honing.ground("じゃあさっきのCORSのやつ直しといて", messages, cwd=root, turns=2).references[0]
    assert not ref.resolved


def test_a_source_the_sentence_cites_that_no_turn_mentions_leaves_it_unresolved() -> None:
    """dev119 a09 and c04: "fix what priya flagged on the invoices PR" and 「sentry上昨天那个报错 你看下怎么回事」 cite a
    person and a monitor no turn mentions: what they said is outside the session, so nothing is guessed from the
    session's own work (table cited_sources)."""
    from .test_grounding_dev45 import unresolved

    assert unresolved("ground_cases_dev119", "a09")
    assert unresolved("ground_cases_dev119", "c04")


def test_a_cited_source_the_session_mentions_or_no_citation_at_all_leaves_the_reading_as_it_was() -> None:
    from honing.grounding.cited import unseen_source
    from honing.sessions.model import Turn

    turns = [Turn(1, "priya says the limit clamp is off by one, see the PR", "Line 5 clamps to 1..100; priya is right.", ())]
    assert unseen_source("fix what priya flagged on the PR", turns) is None
    assert unseen_source("fix what you flagged", turns) is None
    assert unseen_source("add sentry to the app and fix the clamp", turns) is None
    assert unseen_source("fix what the linter flagged", turns) is None
    assert unseen_source("fix what marco flagged", turns) == "marco"
    assert unseen_source("sentry上昨天那个报错 你看下怎么回事", turns) == "sentry"
    assert unseen_source("Sentryで出てたエラー直しといて", turns) == "Sentry"
    assert unseen_source("can you fix the bug from jonas's comments", turns) == "jonas"
    assert unseen_source("田中さんが言ってたやつ直して", turns) == "田中"
    assert unseen_source("小王说的那个问题改一下", turns) == "小王"


def test_a_proposal_to_print_logs_next_time_chooses_no_cause() -> None:
    """dev119 c07: two causes in app/main.py the reply cannot rank (「两个都说得通的可能，我没法排出先后」), then
    「另外建议 `deploy.sh` 失败时自动把这段日志打出来，下次就不用猜了」: a proposal that would tell them apart next time,
    not a choice; 「部署超时那个 你直接修了吧」 stays unresolved."""
    from .test_grounding_dev45 import unresolved

    assert vocab.first("另外建议 `deploy.sh` 失败时自动把这段日志打出来，下次就不用猜了。", "asks_to_check") is not None
    assert vocab.first("Also I'd have deploy.sh dump the container logs on failure, so we don't have to guess next time.",
                       "asks_to_check") is not None
    assert vocab.first("失敗したときにコンテナのログを出すようにしておくと、次は迷わずに済みます。", "asks_to_check") is not None
    assert unresolved("ground_cases_dev119", "c07")


def test_a_naive_and_aware_comparison_points_at_the_naive_clock() -> None:
    """dev119 b05: "can't compare offset-naive and offset-aware datetimes", pasted bare in a sentence that names no
    place, after the agent's edit wrote both `datetime.now(timezone.utc)` (aware) and `< datetime.utcnow()`: the naive
    clock raised it (table error_constructs), not the aware one, nor the newest turn's edit."""
    from .test_grounding_dev45 import located

    assert located("ground_cases_dev119", "b05")


def test_a_bare_number_before_who_does_it_puts_that_item_off_only() -> None:
    """dev119 c05: 「1 我自己改了 你看下对不对」 takes item 1 of the review off the table (not the whole review), so
    「第3条也改了吧」 later is item 3 of that list, not the newest turn's recap. A number before who will do it is not
    taken as picked everywhere: 「2我得先问下财务那边」 leaves item 2 open (dev27 c05)."""
    from honing.grounding.kept import _BEFORE_WHO

    from .test_grounding_dev45 import located

    assert [m.group(1) for m in map(_BEFORE_WHO.match, ("1 我自己改了 你看下对不对", "3 我来", "5 我们的用户都在等")) if m] == ["1", "3"]
    assert located("ground_cases_dev119", "c05")


def test_the_same_fix_for_the_part_put_off_when_the_fix_was_made() -> None:
    """dev119 b10: the agent found `-mmin` in prune_backups and in rotate_logs; 「とりあえずバックアップの方だけ直して。
    ログは別の人が見てるから確認してからにする」 put the log one off; two edits later 「あ、ログの方も同じ直ししといて」 asks
    for that fix again where it was put off (rotate_logs), not for a copy of the newest edit's lines."""
    from .test_grounding_dev45 import located

    assert located("ground_cases_dev119", "b10")


def test_a_reply_that_says_it_did_item_n_along_the_way_takes_it() -> None:
    """dev119 c09: 「帮我看看有没有明显的问题」 asks for a review; 「就是刚才说的第 3 点，顺手改了。」 says its item 3 is done; with item 1 taken by
    「先改第1个」, 「…是不是你之前说的那个」 is the one finding left: item 2."""
    from honing.grounding.remaining import _done_number

    from .test_grounding_dev45 import located

    assert _done_number("就是刚才说的第 3 点，顺手改了。") == 3
    assert _done_number("第 2 个顺便也修了") == 2
    assert _done_number("第 3 点还没改") is None
    assert vocab.first("订单列表这块 OrderListViewModel 和 adapter 帮我看看有没有明显的问题", "review_request") is not None
    assert vocab.first("この辺問題ないか見て", "review_request") is not None
    assert located("ground_cases_dev119", "c09")


def test_a_reporter_named_beside_a_pointer_at_the_session_cites_nothing_outside_it() -> None:
    from honing.grounding.cited import unseen_source
    from honing.sessions.model import Turn

    turns = [Turn(1, "Marco says the parser crashes on an empty line", "`parse_line` indexes `[0]` of an empty split.", ())]
    assert unseen_source("yes fix that, it's the bug Jo reported", turns) is None
    assert unseen_source("fix what jo reported", turns) == "jo"


def test_an_aside_opened_by_one_more_word_and_reported_again_in_its_own_words() -> None:
    """dev119 c08: 「另外提一句（不影响这次改动）：第 31 行 `naive.and_utc()` 是把日志里的时间直接当成 UTC…东八区…差 8 小时」
    sets a remark aside; five turns later 「日志机器换成上海那台了(东八区) 现在 --since 2h 筛出来的明显不对 感觉差了8小时」
    reports it in its words: the and_utc() line, not the newest topic."""
    from .test_grounding_dev45 import located

    assert vocab.first("另外提一句（不影响这次改动）：第 31 行", "left_alone") is not None
    assert located("ground_cases_dev119", "c08")


def test_a_failing_test_that_names_the_step_a_restructuring_dropped_points_where_it_stood() -> None:
    """dev119 b08: 「cancelとrefund…共通化して」 folded both into `close(…)` and dropped cancel's `inventory.release(…)`
    loop; `cancelReleasesStock` failing names that step (release): the line written in its place in `cancel`, not the
    error message the restructuring reworded on the way."""
    from .test_grounding_dev45 import located

    assert located("ground_cases_dev119", "b08")


def test_an_unknown_column_points_where_a_query_quotes_it_not_at_a_scope_of_the_same_name() -> None:
    """dev119 c10: "Unknown column 'active' in 'where clause'" after the agent's scope `where('active', true)`: the line
    that quotes the column (table placeholder_errors.columns, quoted forms), not `Coupon::active()` in the controller,
    which says the same word as a call."""
    from honing.grounding import errors

    from .test_grounding_dev45 import located

    found = errors.declared("SQLSTATE[42S22]: Column not found: 1054 Unknown column 'active' in 'where clause'")
    assert [value for _, value, _, _ in found] == ["active", "'active'", '"active"', "`active`"]
    assert located("ground_cases_dev119", "c10")


def test_a_fix_said_to_be_impossible_here_or_to_belong_to_another_repository_after_dev120() -> None:
    """dev120 b07 and c08, measured untouched with this round's rules: 「…(別リポジトリ … の `src/token.js`)のバグで、
    このリポジトリには該当ソースがないのでここでは直せません」 and 「要修的是 order-service（后端的仓库，不在这个项目里）」
    put the fix outside the project; 「auth の根本のほうも直しといて」 and 「详情页金额那个 先修了吧」 stay unresolved."""
    from .test_grounding_dev45 import unresolved

    assert vocab.first("このリポジトリには該当ソースがないのでここでは直せません。", "fix_outside") is not None
    assert vocab.first("要修的是 order-service（后端的仓库，不在这个项目里）", "fix_place") is not None
    assert unresolved("ground_cases_dev120", "b07")
    assert unresolved("ground_cases_dev120", "c08")


def test_a_division_by_zero_in_a_trace_older_than_the_session_lands_on_the_division() -> None:
    """dev120 b05: a production trace of the release before the session, "DivisionByZeroError … InvoiceExporter.php:47";
    the session's edits moved `intdiv(…)` from line 47 to 57 and line 47 now divides nothing: the line that divided
    before the session, where it stands now (table stale_trace, divisions)."""
    from .test_grounding_dev45 import located

    assert located("ground_cases_dev120", "b05")


def test_the_code_a_finding_says_to_copy_from_elsewhere_is_no_place_of_the_defect() -> None:
    """dev120 c10: finding 1 「`foreach` 里每张发票都执行一次 `Customer::find(…)`…应该像导出那样用 `Invoice::with('customer')`
    预加载」; 「N+1 那个也改了吧」 is the `Customer::find` line in index, not the export's `with('customer')`, the model."""
    from .test_grounding_dev45 import located

    assert vocab.first("应该像导出那样用 ", "model_before") is not None
    assert vocab.first("Use eager loading like the export already does with ", "model_before") is not None
    assert located("ground_cases_dev120", "c10")


def test_a_bare_division_by_zero_after_the_agents_edit_is_its_new_division() -> None:
    """dev120 c06: 「11月1号的跑挂了 ZeroDivisionError: float division by zero」 after the agent wrote
    `(revenue - cost) / revenue * 100` and other edits since: the division it wrote (table error_constructs)."""
    from .test_grounding_dev45 import located

    assert located("ground_cases_dev120", "c06")


def test_an_item_of_a_review_the_user_asked_for_is_a_finding_whatever_its_words() -> None:
    """dev120 a08: "review OrderService … just list what's wrong", four items (N+1, **Paging skips the first page**, …);
    two taken, one declared on purpose; "now the paging one" is item 2 by its title, though its words name no defect."""
    from .test_grounding_dev45 import located

    assert located("ground_cases_dev120", "a08")


def test_a_name_the_session_renamed_away_points_at_the_frame_that_still_calls_it() -> None:
    """dev120 a06: "TypeError: format.formatPrice is not a function" after the agent renamed formatPrice to formatMoney
    in the files in the chat: the top frame, src/table.js:13, still calls it; the deeper frame in bin/pricecli.js,
    which the agent wrote, only runs it."""
    from .test_grounding_dev45 import located

    assert located("ground_cases_dev120", "a06")
