"""Grounding behaviours found on the last misses of the thirty-fourth and thirty-fifth development
sets, on the thirty-sixth (bench/ground_cases_dev36) and the thirty-seventh (bench/ground_cases_dev37),
and on a review of that round."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import honing
from honing.grounding import blocks, edits, items, kept, mentions, vocab
from honing.grounding.project import Project
from honing.sessions.model import ToolCall, Turn

from .test_grounding_dev5 import write


def _call(cid: str, name: str, args: dict[str, object]) -> dict[str, object]:
    return {"id": cid, "type": "function", "function": {"name": name, "arguments": json.dumps(args)}}


_RESERVATION = ("class Reservation < ApplicationRecord\n  belongs_to :room\n  belongs_to :user\n\n"
                "  validates :starts_at, :ends_at, presence: true\n  validate :ends_after_start\n"
                "  validate :no_overlap\n\n  scope :active, -> { where(cancelled_at: nil) }\n"
                + "".join(f"  # note {n}\n" for n in range(10, 17))
                + "  scope :overlapping, ->(from, to) { where(\"starts_at <= ? AND ends_at >= ?\", to, from) }\n"
                "\n  private\n\n  def ends_after_start\n    return if starts_at.blank? || ends_at.blank?\n\n"
                "    errors.add(:ends_at, :before_start) if ends_at <= starts_at\n  end\n\n"
                + "".join(f"  # more {n}\n" for n in range(28, 40))
                + "  def no_overlap\n    return unless room.reservations.active.overlapping(starts_at, ends_at)"
                ".where.not(id: id).exists?\n\n    errors.add(:base, :overlap)\n  end\nend\n")
_SCOPE_LINE = _RESERVATION.split("\n").index(
    "  scope :overlapping, ->(from, to) { where(\"starts_at <= ? AND ends_at >= ?\", to, from) }") + 1
_NO_OVERLAP_LINE = _RESERVATION.split("\n").index("  def no_overlap") + 1


def _booking_session() -> list[dict[str, object]]:
    """Turn 1 asks why back-to-back bookings are refused (an outcome and 「なんで？」, no defect
    word); the reply traces it to the `overlapping` scope. Turn 2 is a side question about an
    index. Turn 3 asks whether the overlap message can show the clashing booking, and the reply
    proposes a change to `no_overlap`."""
    return [
        {"role": "user", "content": "10:00-11:00 の予約があるときに 11:00-12:00 を入れると「他の予約と重複しています」"
                                    "になるって総務から言われた。なんで？"},
        {"role": "assistant", "content": (
            f"`app/models/reservation.rb` の {_SCOPE_LINE} 行目、`overlapping` スコープが境界を含む比較 (`<=` / `>=`) "
            "なので、隣り合っているだけの予約も重複扱いになります。両方とも厳密な不等号にするのが正しいです。")},
        {"role": "user", "content": "ところで reservations に room_id の index いる？"},
        {"role": "assistant", "content": "あったほうがいいです。`[:room_id, :starts_at]` の複合インデックスがおすすめです。"},
        {"role": "user", "content": "重複エラーのメッセージ、どの予約と被ってるか出せたりする？"},
        {"role": "assistant", "content": (
            f"できます。`no_overlap` ({_NO_OVERLAP_LINE} 行目〜) で被った予約を取って `errors.add` に時間を渡し、"
            "`config/locales/ja.yml` の `overlap` で `%{range}` を使えば出せます。")}]


def test_a_declined_last_request_sends_the_distal_pronoun_back_to_the_older_report(tmp_path: Path) -> None:
    """「メッセージはいいや。で、あれ直しといて」: the first clause turns down what the last turn
    asked for (the message), so 「あれ」 is the boundary bug of turn 1, reported as an outcome
    and a 「なんで？」 (dev34 b06); without the turned-down clause the last turn's place wins."""
    project = write(tmp_path, {"app/models/reservation.rb": _RESERVATION,
                               "config/locales/ja.yml": "ja:\n  activerecord:\n    errors:\n      overlap: 重複しています\n"})
    ref = honing.ground("メッセージはいいや。で、あれ直しといて", _booking_session(), cwd=project, turns=3).references[0]
    assert ref.resolved and ref.path == "app/models/reservation.rb", ref
    assert ref.start_line is not None and ref.end_line is not None
    assert ref.start_line <= _SCOPE_LINE <= ref.end_line, ref
    plain = honing.ground("で、あれ直しといて", _booking_session(), cwd=project, turns=3).references[0]
    assert plain.start_line != ref.start_line, plain


_RESOURCE = ("<?php\n\nnamespace App\\Http\\Resources;\n\nuse Illuminate\\Http\\Request;\n"
             "use Illuminate\\Http\\Resources\\Json\\JsonResource;\n\nclass MemberResource extends JsonResource\n{\n"
             + "".join(f"    // note {n}\n" for n in range(10, 13))
             + "    public function toArray(Request $request): array\n    {\n        return [\n"
             "            'id' => $this->id,\n            'name' => $this->name,\n"
             "            'phone' => $this->maskPhone($this->phone),\n            'level' => $this->level?->name,\n"
             + "".join(f"            // field {n}\n" for n in range(20, 24))
             + "            'total_spent' => $this->orders()->where('status', 'paid')->sum('pay_amount'),\n"
             "            'order_count' => $this->orders()->count(),\n        ];\n    }\n\n"
             "    private function maskPhone(?string $phone): ?string\n    {\n"
             "        return $phone && strlen($phone) === 11 ? substr($phone, 0, 3) . '****' . substr($phone, 7) : $phone;\n"
             "    }\n}\n")
_SPENT_LINE = next(n for n, line in enumerate(_RESOURCE.split("\n"), 1) if "'total_spent'" in line)


def _masking_session(last: str) -> list[dict[str, object]]:
    """One turn: the user asks why the member list is slow and to mask phone numbers now; the
    agent masks them (an edit of the resource) and reports the N+1 it found, ending with ``last``."""
    edit = {"file_path": "app/Http/Resources/MemberResource.php", "old_string": "'phone' => $this->phone,",
            "new_string": "'phone' => $this->maskPhone($this->phone),"}
    return [
        {"role": "user", "content": "会员列表 /api/admin/members 很慢，看下啥原因。另外手机号要脱敏，这个直接改"},
        {"role": "assistant", "content": None, "tool_calls": [_call("e1", "edit", edit)]},
        {"role": "tool", "tool_call_id": "e1", "content": "ok"},
        {"role": "assistant", "content": (
            "脱敏已经改好：`MemberResource` 新增 `maskPhone()`。\n\n慢的原因是 N+1：\n\n"
            f"1. `MemberResource.php` 第 {_SPENT_LINE} 行：`total_spent` 每个会员调用一次 `$this->orders()->sum()`。\n"
            "2. `level` 没问题，已经预加载了。\n\n" + last)}]


def test_an_offer_at_the_end_of_a_fixing_reply_keeps_its_defect_open(tmp_path: Path) -> None:
    """The reply's edit did what was asked (masking) and its last paragraph offers the N+1 fix:
    「N+1那个弄一下」 takes that offer; the turn's defect is not "already fixed" (dev34 c09). When
    the reply says nothing more is open, the edit closes the turn as before."""
    project = write(tmp_path, {"app/Http/Resources/MemberResource.php": _RESOURCE})
    ref = honing.ground("N+1那个弄一下", _masking_session("N+1 那个要改的话告诉我。"), cwd=project,
                        turns=1).references[0]
    assert ref.resolved and ref.path == "app/Http/Resources/MemberResource.php", ref
    assert ref.start_line is not None and ref.end_line is not None
    assert ref.start_line <= _SPENT_LINE <= ref.end_line, ref
    closed = honing.ground("N+1那个弄一下", _masking_session("以上。"), cwd=project, turns=1).references[0]
    assert not closed.resolved and "fixed by the agent's edit" in closed.reason, closed


_DURATION = ("use std::time::Duration;\n\n#[derive(Debug)]\npub enum DurationError {\n    BadNumber(String),\n"
             "    BadUnit(String),\n}\n\n/// Parses `90m`, `1h30m`, `250ms`.\npub fn parse_duration(s: &str) -> Result<Duration, DurationError> {\n"
             "    let mut total = Duration::ZERO;\n    let mut chars = s.chars().peekable();\n"
             "    while chars.peek().is_some() {\n        let mut num = String::new();\n"
             "        while let Some(c) = chars.peek().copied().filter(|c| c.is_ascii_digit()) {\n"
             "            num.push(c);\n            chars.next();\n        }\n"
             "        let n: u64 = num.parse().map_err(|_| DurationError::BadNumber(s.to_string()))?;\n"
             "        let unit = chars.next().map(String::from).unwrap_or_default();\n"
             "        total += unit_to_duration(n, &unit)?;\n    }\n    Ok(total)\n}\n\n"
             "fn unit_to_duration(n: u64, unit: &str) -> Result<Duration, DurationError> {\n    match unit {\n"
             "        \"ms\" => Ok(Duration::from_millis(n)),\n        \"s\" => Ok(Duration::from_secs(n)),\n"
             "        \"m\" => Ok(Duration::from_secs(n * 60)),\n        \"h\" => Ok(Duration::from_secs(n * 3600)),\n"
             "        _ => Err(DurationError::BadUnit(unit.to_string())),\n    }\n}\n")
_REPORT = ("pub struct Row {\n    pub name: String,\n    pub ok: bool,\n}\n\n/// Renders the results as a table.\n"
           "pub fn render_table(results: &[Row]) -> String {\n    let mut out = String::new();\n"
           "    for r in results {\n        let status = if r.ok { \"up\" } else { \"DOWN\" };\n"
           "        out.push_str(&format!(\"{:<20} {}\\n\", r.name, status));\n    }\n    out\n}\n"
           + "".join(f"// filler {n}\n" for n in range(16, 32)))
_UNIT_LINE = next(n for n, line in enumerate(_DURATION.split("\n"), 1) if "let unit = chars.next()" in line)


def test_you_broke_it_takes_the_edit_whose_request_says_the_complaints_word_by_its_root(tmp_path: Path) -> None:
    """"ci is red on parses_millis since your parser change": of two edits, the one whose request
    said `parse_duration` (parser, parses: one root) is meant, not the newer clippy fix (dev36 a04)."""
    rewrite = {"file_path": "src/duration.rs", "old_string": "    let unit = chars.next().unwrap();",
               "new_string": "    let unit = chars.next().map(String::from).unwrap_or_default();"}
    loop = {"file_path": "src/report.rs", "old_string": "    for i in 0..results.len() {",
            "new_string": "    for r in results {"}
    messages = [
        {"role": "user", "content": "make parse_duration accept compound stuff like 1h30m"},
        {"role": "assistant", "content": None, "tool_calls": [_call("e1", "edit", rewrite)]},
        {"role": "tool", "tool_call_id": "e1", "content": "ok"},
        {"role": "assistant", "content": "`parse_duration` now walks the string as `<digits><unit>` pairs; both new tests pass."},
        {"role": "user", "content": "unrelated, clippy nags about needless_range_loop in report.rs, clean that up"},
        {"role": "assistant", "content": None, "tool_calls": [_call("e2", "edit", loop)]},
        {"role": "tool", "tool_call_id": "e2", "content": "ok"},
        {"role": "assistant", "content": "Replaced the index loop in `render_table`; clippy is clean."}]
    project = write(tmp_path, {"src/duration.rs": _DURATION, "src/report.rs": _REPORT})
    ref = honing.ground("ci is red on parses_millis since your parser change, pls fix", messages, cwd=project,
                        turns=2).references[0]
    assert ref.resolved and ref.path == "src/duration.rs", ref
    assert ref.start_line is not None and ref.end_line is not None and ref.start_line <= _UNIT_LINE <= ref.end_line


def test_a_user_message_that_opens_saying_the_change_works_settles_the_exchange_before_it(tmp_path: Path) -> None:
    """"added it, works, thx. back to the ghosts": the side request of the turn before (an IBAN rule the
    user pasted in himself) is done, so "ok ghost reminders … write it" goes to the first report
    (dev36 a06)."""
    service = ("<?php\n\nclass InvoiceService\n{\n" + "".join(f"    // note {n}\n" for n in range(5, 12))
               + "    public function create(array $data): Invoice\n    {\n        return DB::transaction(function () use ($data) {\n"
               "            $invoice = Invoice::create($data);\n"
               "            SendInvoiceReminder::dispatch($invoice->number);\n"
               "            $this->checkCreditLimit($invoice);\n            return $invoice;\n        });\n    }\n}\n")
    request = ("<?php\n\nclass StoreInvoiceRequest extends FormRequest\n{\n    public function rules(): array\n    {\n"
               "        return [\n            'payout_iban' => ['nullable', 'string', 'max:34', new Iban()],\n"
               "            'amount' => ['required', 'numeric'],\n        ];\n    }\n"
               + "".join(f"    // rule note {n}\n" for n in range(13, 40)) + "}\n")
    dispatch_line = next(n for n, line in enumerate(service.split("\n"), 1) if "SendInvoiceReminder::dispatch" in line)
    messages = [
        {"role": "user", "content": "we get \"ghost reminders\": reminder mails for invoices that don't exist. every one "
                                    "is an invoice whose creation failed with the credit limit error"},
        {"role": "assistant", "content": (
            "`InvoiceService::create` dispatches `SendInvoiceReminder::dispatch($invoice->number)` inside the "
            "transaction, before `checkCreditLimit` throws: the job is queued although the invoice is rolled back. "
            "The fix is `->afterCommit()` on that dispatch.")},
        {"role": "user", "content": "different thing first: IBAN validation on payout_iban in StoreInvoiceRequest is broken, "
                                    "right now any string passes"},
        {"role": "assistant", "content": (
            "The rule goes into `StoreInvoiceRequest::rules`, in `app/Http/Requests/StoreInvoiceRequest.php`:\n\n"
            "```php\n            'payout_iban' => ['nullable', 'string', 'max:34', new Iban()],\n"
            "            'amount' => ['required', 'numeric'],\n```\n\n"
            "`Iban` is a rule class that checks the mod-97 checksum; `rules` keeps `nullable` so empty stays allowed.")},
        {"role": "user", "content": "added it, works, thx. back to the ghosts. wouldn't after_commit in config/queue.php "
                                    "be cleaner?"},
        {"role": "assistant", "content": "It would cover every job, including ones that must be queued inside a transaction."}]
    project = write(tmp_path, {"app/Services/InvoiceService.php": service,
                               "app/Http/Requests/StoreInvoiceRequest.php": request,
                               "config/queue.php": "<?php\n\nreturn ['after_commit' => false];\n"})
    ref = honing.ground("ok ghost reminders: going with the per-dispatch fix. write it", messages, cwd=project,
                        turns=3).references[0]
    assert ref.resolved and ref.path == "app/Services/InvoiceService.php", ref
    assert ref.start_line is not None and ref.end_line is not None and ref.start_line <= dispatch_line <= ref.end_line


_WINDOW = ("pub struct Bucket {\n    pub start: u64,\n    pub count: usize,\n}\n\npub struct Tumbling {\n    size: u64,\n"
           "    start: Option<u64>,\n    count: usize,\n    done: Vec<Bucket>,\n}\n\nimpl Tumbling {\n"
           "    pub fn new(size: u64) -> Self {\n        Tumbling { size, start: None, count: 0, done: Vec::new() }\n    }\n\n"
           "    pub fn push(&mut self, ts: u64) {\n        let start = *self.start.get_or_insert(ts - ts % self.size);\n"
           "        if ts > start + self.size {\n            self.done.push(Bucket { start, count: self.count });\n"
           "            self.start = Some(ts - ts % self.size);\n            self.count = 0;\n        }\n"
           "        self.count += 1;\n    }\n\n    pub fn finish(mut self) -> Vec<Bucket> {\n"
           "        if let Some(start) = self.start {\n            self.done.push(Bucket { start, count: self.count });\n"
           "        }\n        self.done\n    }\n}\n\n#[cfg(test)]\nmod tests {\n    use super::*;\n\n"
           "    fn run(size: u64, ts: &[u64]) -> Vec<(u64, usize)> {\n        let mut w = Tumbling::new(size);\n"
           "        for &t in ts {\n            w.push(t);\n        }\n"
           "        w.finish().into_iter().map(|b| (b.start, b.count)).collect()\n    }\n\n"
           "    #[test]\n    fn rolls_over_at_boundary() {\n        assert_eq!(run(60, &[0, 59, 60, 61]), vec![(0, 2), (60, 2)]);\n"
           "    }\n}\n")
_BOUNDARY_LINE = next(n for n, line in enumerate(_WINDOW.split("\n"), 1) if "if ts > start + self.size" in line)


def test_a_helper_inside_a_rust_test_module_is_not_the_code_the_failing_test_checks(tmp_path: Path) -> None:
    """`fn run` in `#[cfg(test)] mod tests` is the test's own helper: the failing test points past it at
    the code, `push`, not at the helper (dev36 c05)."""
    out = ("running 2 tests\ntest window::tests::rolls_over_at_boundary ... FAILED\n\nfailures:\n\n"
           "---- window::tests::rolls_over_at_boundary stdout ----\nthread 'window::tests::rolls_over_at_boundary' "
           "panicked at src/window.rs:58:9:\nassertion `left == right` failed\n  left: [(0, 3), (60, 1)]\n"
           " right: [(0, 2), (60, 2)]\n\ntest result: FAILED. 1 passed; 1 failed\n")
    messages = [
        {"role": "user", "content": "cargo test is red, look at it"},
        {"role": "assistant", "content": None, "tool_calls": [_call("t1", "bash", {"command": "cargo test"})]},
        {"role": "tool", "tool_call_id": "t1", "content": out},
        {"role": "assistant", "content": (
            "`window::tests::rolls_over_at_boundary` fails (`src/window.rs`): the window is half-open, but the code "
            "compares with `ts > start + self.size`, so an event exactly at the boundary is counted in the "
            "old window.")}]
    project = write(tmp_path, {"src/window.rs": _WINDOW})
    ref = honing.ground("fix that", messages, cwd=project, turns=1).references[0]
    assert ref.resolved and ref.path == "src/window.rs" and ref.symbol == "push", ref
    assert ref.start_line is not None and ref.end_line is not None and ref.start_line <= _BOUNDARY_LINE <= ref.end_line


_CALC = ("class OrderTotalCalculator\n  def initialize(order)\n    @order = order\n  end\n\n"
         + "".join(f"  # note {n}\n" for n in range(6, 12))
         + "  def call\n    subtotal = @order.items.sum(&:amount)\n    coupons = applicable_coupons\n"
         "    discount = coupons.sum { |coupon| coupon.discount_for(subtotal) }\n    [subtotal - discount, 0].max\n  end\n\n"
         "  def applicable_coupons\n    @order.coupons.select(&:active?)\n  end\nend\n")
_CONTROLLER = ("class OrdersController < ApplicationController\n  def index\n"
               "    orders = Order.where(user: current_user).includes(:items, :coupons).order(created_at: :desc)\n"
               "    render json: orders.map { |o| serialize(o) }\n  end\n\n  private\n\n  def serialize(order)\n"
               "    { id: order.id, total: OrderTotalCalculator.new(order).call }\n  end\n"
               + "".join(f"  # note {n}\n" for n in range(13, 32)) + "end\n")
_SUM_LINE = next(n for n, line in enumerate(_CALC.split("\n"), 1) if "coupons.sum" in line)


def test_a_place_that_holds_what_a_later_edit_carried_out_is_not_the_turns_open_defect(tmp_path: Path) -> None:
    """Turn 1 reports the coupon stacking bug and an N+1 with its fix `.includes(:items, :coupons)`; turn 2
    carries that fix out. 「零元单那个就按这个改」 goes to the stacking bug: the N+1's place now holds the
    applied proposal (dev36 c06)."""
    includes = {"file_path": "app/controllers/orders_controller.rb",
                "old_string": "Order.where(user: current_user).order(created_at: :desc)",
                "new_string": "Order.where(user: current_user).includes(:items, :coupons).order(created_at: :desc)"}
    messages = [
        {"role": "user", "content": "线上有实付 0 元的订单（运营叫零元单），帮我看下金额逻辑哪里有问题，先别改代码"},
        {"role": "assistant", "content": (
            f"原因在 `app/services/order_total_calculator.rb:{_SUM_LINE}`：`discount = coupons.sum {{ |coupon| "
            "coupon.discount_for(subtotal) }` 每张券都按原价算折扣再相加，满减和折扣叠加时会减穿。叠加规则要先确认。\n\n"
            "另外 `app/controllers/orders_controller.rb:3` 的 `index` 有 N+1，每个订单都查 items 和 coupons，"
            "建议加 `.includes(:items, :coupons)`。")},
        {"role": "user", "content": "N+1 先修了"},
        {"role": "assistant", "content": None, "tool_calls": [_call("e1", "edit", includes)]},
        {"role": "tool", "tool_call_id": "e1", "content": "ok"},
        {"role": "assistant", "content": "已在 `index` 里加上 `.includes(:items, :coupons)`。"}]
    project = write(tmp_path, {"app/services/order_total_calculator.rb": _CALC,
                               "app/controllers/orders_controller.rb": _CONTROLLER})
    ref = honing.ground("问了产品：先满减再打折。零元单那个就按这个改", messages, cwd=project, turns=2).references[0]
    assert ref.resolved and ref.path == "app/services/order_total_calculator.rb", ref
    assert ref.start_line is not None and ref.end_line is not None and ref.start_line <= _SUM_LINE <= ref.end_line


@pytest.mark.parametrize(("category", "text", "says"), [
    ("defect", "also the times in that export are 2h off according to finance", True),
    ("defect", "the times are off by an hour", True),
    ("defect", "we run it 2h after midnight", False),
    ("exonerate", "`config.time_zone = \"Berlin\"` in `config/application.rb` is already right", True),
    ("confirmed", "added it, works, thx. back to the ghosts", True),
    ("confirmed", "works now, thanks", True),
    ("confirmed", "it works locally but fails in CI", False),
    ("confirmed", "how it works is unclear to me", False),
    ("confirmed", "入れてみた、動きました。ところで", True),
    ("confirmed", "加上了，可以了。另外", True),
    ("still", "返事まだ来ないけど、とりあえずそれ直しといて", False),
    ("still", "まだ落ちる", True),
    ("nothing_to_fix", "This isn't something in the repo. The workflow hasn't changed since 17 Nov.", True),
    ("nothing_to_fix", "This isn't something in the repo I'd touch lightly, but here is the fix:", False),
    ("deferral", "テストは後で自分で足す。", True),
    ("deferral", "自分で足すとこうなる", False),
    ("left_alone", "**1. `/api/items` が 2 回飛ぶ（原因のみ・未修正）**", True),
    ("left_alone", "**1. The double fetch (not fixed)**", True),
    # (a review of this round: a reply still awaited is no "still", a product that still fails is;
    # a question about how a fix works is no report; "fixed what was unfixed" leaves nothing alone)
    ("still", "まだ届かないんだけど", True),
    ("still", "通知まだ来ないよ", True),
    ("defect", "これで合ってる金額になるって理屈がよくわからない。なんでこれで直るの？", False),
    ("left_alone", "これまで未修正だった、CSV の最終行が落ちるバグを直しました。", False),
    ("left_alone", "修复了之前一直未修复的最后一行丢失的 bug", False),
    ("left_alone", "**1. 接口调两次（只说原因，未修复）**", True),
])
def test_the_phrases_of_this_round(category: str, text: str, says: bool) -> None:
    assert (vocab.first(text, category) is not None) is says, (category, text)


def test_a_number_after_an_assent_picks_an_item_and_a_value_does_not() -> None:
    """「よし、2でいこう」 takes option 2 (dev36 b07); 「リトライ回数は 3 でいいよ」 sets a value."""
    assert items._numbers_taken("よし、2でいこう。やっといて") == {2}
    assert items._numbers_taken("うん、1でやって") == {1}
    assert items._numbers_taken("リトライ回数は 3 でいいよ") == set()


def test_a_cjk_deferral_that_names_a_latin_name_names_that_alone() -> None:
    """「parser 那个我自己来改吧 正好熟悉下这块代码，你先别动」 keeps `parser` out, not every text that says
    代码 (dev36 c05)."""
    assert kept._named_in_deferral("parser 那个我自己来改吧 正好熟悉下这块代码，你先别动") == {"parser"}
    assert "代码" in kept._named_in_deferral("这块代码我自己来改吧")
    # (a Latin word that qualifies the object does not replace it)
    assert "文字化け" in kept._named_in_deferral("Excel の文字化けは自分で直す。")
    assert "乱码" in kept._named_in_deferral("Excel 乱码那个我自己来改")


def _opening(user: str, edited: bool) -> list[Turn]:
    edit = json.dumps({"file_path": "a.py", "old_string": "retries = 1  # default", "new_string": "retries = 3  # from settings"})
    tools = (ToolCall("Edit", edit, "ok", paths=("a.py",)),) if edited else ()
    before = Turn(1, "need IBAN validation", "Add `Iban()` to `rules`." if not edited else "Done.", tools)
    return [before, Turn(2, user, "ok")]


def test_an_opening_that_says_it_works_settles_only_a_change_someone_made() -> None:
    """The exchange before is settled when its change was made, by the agent's edit or by the user, who
    says so; not by "That works." in answer to a proposal nobody carried out, nor by "works, but …"."""
    assert edits.confirmed(_opening("added it, works, thx. back to the ghosts", False)) == {1}
    assert edits.confirmed(_opening("works now, thanks. next thing", True)) == {1}
    assert edits.confirmed(_opening("That works. Quick question first: why US dates?", False)) == set()
    assert edits.confirmed(_opening("works, but only for admins", True)) == set()
    assert edits.confirmed(_opening("入れてみた、動きました。ところで", False)) == {1}
    assert edits.confirmed(_opening("動いた、けどまだ遅い", True)) == set()
    assert edits.confirmed(_opening("可以了，就这么改。另外", False)) == set()


def test_a_helper_in_a_test_module_is_one_with_a_body_after_cfg_test(tmp_path: Path) -> None:
    """`#[cfg(test)] use …` at the top or `mod tests;` does not make the rest of the file test code."""
    lines = ["#[cfg(test)]", "use pretty_assertions::assert_eq;", "mod tests;", "", "pub fn bucket_start() {}",
             "", "#[cfg(test)]", "mod tests {", "    fn run() {}", "}"]
    project = Project.open(write(tmp_path, {"src/window.rs": "\n".join(lines) + "\n"}))
    assert project is not None
    assert not blocks.in_tests(project, "src/window.rs", lines.index("pub fn bucket_start() {}") + 1)
    assert blocks.in_tests(project, "src/window.rs", lines.index("    fn run() {}") + 1)


_HOOKS = ("import requests\n\n\ndef handle_webhook(payload):\n    for attempt in range(3):\n"
          "        resp = requests.post(URL, json=payload, timeout=5)\n        if resp.status_code != 503:\n"
          "            return resp\n    return resp\n" + "".join(f"# note {n}\n" for n in range(10, 40)))
_CSVIO = ("import csv\n\n\ndef read_upload(f):\n    rows = list(csv.reader(f))\n    if not rows:\n        return []\n"
          "    return rows[1:]\n" + "".join(f"# note {n}\n" for n in range(9, 40)))


def test_a_word_said_whole_outweighs_one_said_by_its_root(tmp_path: Path) -> None:
    """"the handler change broke it": the edit whose request said "handler", not the newer one whose request
    said "handle" (a review of this round)."""
    retry = {"file_path": "src/hooks.py", "old_string": "    resp = requests.post(URL, json=payload, timeout=5)\n",
             "new_string": "    for attempt in range(3):\n        resp = requests.post(URL, json=payload, timeout=5)\n"
                           "        if resp.status_code != 503:\n            return resp\n"}
    empty = {"file_path": "src/csvio.py", "old_string": "    return rows[1:]",
             "new_string": "    if not rows:\n        return []\n    return rows[1:]"}
    messages = [
        {"role": "user", "content": "make the webhook handler retry on 503"},
        {"role": "assistant", "content": None, "tool_calls": [_call("e1", "edit", retry)]},
        {"role": "tool", "tool_call_id": "e1", "content": "ok"},
        {"role": "assistant", "content": "`handle_webhook` now retries up to 3 times on 503."},
        {"role": "user", "content": "handle empty csv uploads gracefully"},
        {"role": "assistant", "content": None, "tool_calls": [_call("e2", "edit", empty)]},
        {"role": "tool", "tool_call_id": "e2", "content": "ok"},
        {"role": "assistant", "content": "`read_upload` returns an empty list for an empty file."}]
    project = write(tmp_path, {"src/hooks.py": _HOOKS, "src/csvio.py": _CSVIO})
    ref = honing.ground("since your handler change it's broken, pls fix", messages, cwd=project, turns=2).references[0]
    assert ref.resolved and ref.path == "src/hooks.py", ref


def test_turning_down_a_side_part_of_the_last_request_keeps_its_report(tmp_path: Path) -> None:
    """「テストはいいよ。ログインの方直して」: the last message asked for the cause of a login error and a test;
    turning down the test keeps the login error the referent (a review of this round)."""
    auth = "def login(user, password):\n    if user.password == password:\n        return True\n" + "".join(
        f"# note {n}\n" for n in range(4, 34))
    export = "def export_rows(rows):\n    return rows[:-1]\n" + "".join(f"# note {n}\n" for n in range(3, 33))
    messages = [
        {"role": "user", "content": "CSV の最終行が消える"},
        {"role": "assistant", "content": "`app/export.py` の `export_rows` が `rows[:-1]` で最終行を落としています。"},
        {"role": "user", "content": "ログインでエラーになる。原因調べて、テストも追加して"},
        {"role": "assistant", "content": (
            "`app/auth.py` の `login` がハッシュ化前のパスワードと比べています (`user.password == password`)。")}]
    project = write(tmp_path, {"app/auth.py": auth, "app/export.py": export})
    for sentence in ("テストはいいよ。ログインの方直して", "テストはいいや。で、それ直しといて"):
        ref = honing.ground(sentence, messages, cwd=project, turns=2).references[0]
        assert ref.resolved and ref.path == "app/auth.py", (sentence, ref)


def test_a_line_quoted_with_its_number_is_found_as_code() -> None:
    """「```go\\n39:\\tctx, cancel := …```」: the gutter is not part of the line (dev35 b01)."""
    quoted = [code for _, code in edits.quoted_code(
        "原因は `Run` です。\n\n```go\n39:\tctx, cancel := context.WithTimeout(parent, p.cfg.PollTimeout)\n```\n")]
    assert quoted == ["ctx, cancel := context.WithTimeout(parent, p.cfg.PollTimeout)"]
    assert [code for _, code in edits.quoted_code("```yaml\n39: retries_for_the_upload_worker\n```\n")] == ["39: retries_for_the_upload_worker"]


def test_what_the_sentence_says_is_fine_now_is_not_where_it_points(tmp_path: Path) -> None:
    """"the sms is still wrong, admin preview is fine now": of two places the turn named alike, the one
    whose path the clearing part names (admin, preview) gives way (dev35 a08)."""
    preview = "<div class=\"preview\">\n  <%= l(booking.starts_at, format: :short) %>\n</div>\n" + "".join(
        f"<!-- note {n} -->\n" for n in range(4, 34))
    text = ("module Sms\n  class ReminderText\n    def time_label(booking)\n"
            "      (booking.starts_at.utc + 1.hour).strftime(\"%H:%M\")\n    end\n  end\nend\n"
            + "".join(f"# note {n}\n" for n in range(8, 38)))
    messages = [
        {"role": "user", "content": "reminders show 9:00 for 10:00 bookings since the DST switch"},
        {"role": "assistant", "content": (
            "Two places format the time: `app/services/sms/reminder_text.rb` "
            "(`(booking.starts_at.utc + 1.hour).strftime(\"%H:%M\")`) and "
            "`app/views/admin/bookings/_preview.html.erb`, which calls `l(booking.starts_at, format: :short)`. "
            "Both show the wrong hour since the switch.")}]
    project = write(tmp_path, {"app/views/admin/bookings/_preview.html.erb": preview,
                               "app/services/sms/reminder_text.rb": text})
    ref = honing.ground("the sms is still wrong, admin preview is fine now", messages, cwd=project,
                        turns=1).references[0]
    assert ref.resolved and ref.path == "app/services/sms/reminder_text.rb", ref


# --- dev37 (bench/ground_cases_dev37)

_EXPORTER = ("<?php\n\nnamespace App\\Services;\n\nclass InvoiceExporter\n{\n" + "".join(f"    // note {n}\n" for n in range(7, 20))
             + "    public function query(string $from, string $to)\n    {\n        return Invoice::query()\n"
             "            ->whereBetween('issued_at', [CarbonImmutable::parse($from), CarbonImmutable::parse($to)])\n"
             "            ->orderBy('issued_at');\n    }\n\n    public function row(Invoice $invoice): array\n    {\n"
             "        return [$invoice->number, $this->yuan($invoice->amount_cents), $this->yuan($invoice->tax_cents)];\n"
             "    }\n}\n")
_BETWEEN_LINE = next(n for n, line in enumerate(_EXPORTER.split("\n"), 1) if "whereBetween" in line)


def test_a_list_whose_lead_names_the_class_is_taken_up_by_an_edit_of_its_file(tmp_path: Path) -> None:
    """「看了 `InvoiceExporter`，有两个问题」: a later edit of InvoiceExporter.php that changes the code item 1
    quotes takes item 1 up, so 「另外那个也改了吧」 is item 2 (dev37 c06)."""
    edit = {"file_path": "app/Services/InvoiceExporter.php",
            "old_string": "return [$invoice->number, $invoice->amount_cents, $invoice->tax_cents];",
            "new_string": "return [$invoice->number, $this->yuan($invoice->amount_cents), $this->yuan($invoice->tax_cents)];"}
    messages = [
        {"role": "user", "content": "财务说导出的csv数对不上 你看下 InvoiceExporter 有啥问题"},
        {"role": "assistant", "content": (
            "看了 `InvoiceExporter`，有两个会让财务对不上数的问题：\n\n**1. 金额导出的是「分」**\n\n"
            "`row()` 里直接输出了 `$invoice->amount_cents` 和 `$invoice->tax_cents`，应该除以 100。\n\n"
            "**2. 结束日期那一天的发票被漏掉了**\n\n`query()` 里是：\n\n```php\n"
            "->whereBetween('issued_at', [CarbonImmutable::parse($from), CarbonImmutable::parse($to)])\n```\n\n"
            "`parse($to)` 是当天 0 点，应该用 `endOfDay()`。")},
        {"role": "user", "content": "先改金额那个"},
        {"role": "assistant", "content": None, "tool_calls": [_call("e1", "edit", edit)]},
        {"role": "tool", "tool_call_id": "e1", "content": "ok"},
        {"role": "assistant", "content": "把 `row()` 里的分转换成元了。"}]
    project = write(tmp_path, {"app/Services/InvoiceExporter.php": _EXPORTER})
    ref = honing.ground("另外那个也改了吧", messages, cwd=project, turns=2).references[0]
    assert ref.resolved and ref.path == "app/Services/InvoiceExporter.php" and ref.symbol == "query", ref
    assert ref.start_line is not None and ref.end_line is not None and ref.start_line <= _BETWEEN_LINE <= ref.end_line


_ORDERS_PAGE = ("import { Tabs } from 'antd'\nimport { useOrders } from '../hooks/useOrders'\n\n"
                "export function OrdersPage() {\n  const [tab, setTab] = useState('all')\n  const [page, setPage] = useState(1)\n"
                "  const { data } = useOrders({ tab, page })\n  return (\n"
                "    <Tabs onChange={(key) => { setTab(key); setPage(1) }} items={TABS} />\n  )\n}\n"
                + "".join(f"// note {n}\n" for n in range(12, 40)))
_USE_ORDERS = ("import { useEffect, useState } from 'react'\nimport { listOrders } from '../api/orders'\n\n"
               "export function useOrders(query) {\n  const [data, setData] = useState([])\n  useEffect(() => {\n"
               "    listOrders(query).then((res) => setData(res.items))\n  }, [query.tab, query.page])\n"
               "  return { data }\n}\n" + "".join(f"// note {n}\n" for n in range(11, 40)))
_RACE_LINE = next(n for n, line in enumerate(_USE_ORDERS.split("\n"), 1) if "setData(res.items)" in line)


def test_a_symptom_still_there_after_one_of_two_listed_causes_was_fixed_is_the_other(tmp_path: Path) -> None:
    """「第 1 点已改 … 第 2 点我先没动」, then 「tab切快一点 还是会串到上一个tab的数据」: the item the words
    describe best was fixed and the symptom is still there, so the one item left open is meant (dev37 c02)."""
    page = {"file_path": "src/pages/Orders.tsx", "old_string": "onChange={(key) => setTab(key)}",
            "new_string": "onChange={(key) => { setTab(key); setPage(1) }}"}
    messages = [
        {"role": "user", "content": "订单列表切状态tab的时候 偶尔显示的是上一个tab的单子。看下 src/pages/Orders.tsx"},
        {"role": "assistant", "content": None, "tool_calls": [_call("e1", "edit", page)]},
        {"role": "tool", "tool_call_id": "e1", "content": "ok"},
        {"role": "assistant", "content": (
            "切 tab 这里有两个相关的问题：\n\n1. **切 tab 不重置页码**（`src/pages/Orders.tsx:9`）：`onChange` 只 `setTab`，"
            "切 tab 后请求的还是原来的页，表格看着像上一个 tab 的数据。已经改成同时 `setPage(1)`。\n"
            f"2. **`useOrders` 没处理请求竞态**（`src/hooks/useOrders.ts:{_RACE_LINE}`）：旧请求不会取消，"
            "慢回来的旧 tab 数据会覆盖新数据。\n\n第 1 点已改。第 2 点我先没动，你先看看还能不能复现。")}]
    project = write(tmp_path, {"src/pages/Orders.tsx": _ORDERS_PAGE, "src/hooks/useOrders.ts": _USE_ORDERS})
    ref = honing.ground("刚在测试环境点了下 tab切快一点 还是会串到上一个tab的数据", messages, cwd=project,
                        turns=1).references[0]
    assert ref.resolved and ref.path == "src/hooks/useOrders.ts", ref
    # (the fixed item named by its own title is that item: its fix did not take)
    titled = honing.ground("重置页码那个还是不行", messages, cwd=project, turns=1).references[0]
    assert titled.resolved and titled.path == "src/pages/Orders.tsx", titled


@pytest.mark.parametrize(("category", "text", "says"), [
    ("left_alone", "顺便跑测试时注意到一个潜在问题：`Policy.backoff` 没有上限。", True),
    ("approval", "你刚才说的那个崩溃，修一下", False),
    ("approval", "ok 那你之前说的那个上限 也加上吧", True),
    ("still", "tab切快一点 还是会串到上一个tab的数据", True),
    ("also", "接続リークの件もやっといて", True),
    ("wonders", "DB遅いとき詰まりそうで", True),
    ("wonders", "DB が遅くて詰まってる", False),
    ("wonders", "本番で500エラーが出るそうで。", False),
    ("also", "いつもやってるやり方で直して", False),
    ("also", "IEでも対応してないので", False),
    ("still", "那个也修一下吧，反正发版前还是会全量回归的", False),
    ("proposal", "キャッシュキーを変えます。この修正でいいですか？", True),
])
def test_the_phrases_of_the_dev37_round(category: str, text: str, says: bool) -> None:
    assert (vocab.first(text, category) is not None) is says, (category, text)


def test_an_item_said_done_by_number_and_a_ruby_method_by_its_class() -> None:
    """「第 1 点已改」 says item 1 is done; `Booking#nights` names `nights` of `Booking` (dev37 a06), while a
    route's `AuditEventsController#index` names no method (its actions' names say little)."""
    from honing.grounding import remaining
    assert remaining._done_number("第 1 点已改，tsc 也过了") == 1
    found = {(m.value, m.symbol) for m in mentions.find("`Booking#nights` returns one night too many") if m.kind == "symbol"}
    assert ("nights", "Booking") in found
    assert not [m for m in mentions.find("`AuditEventsController#index` is slow") if m.value == "index"]
    assert not [m for m in mentions.find("the route `audit_events#index` is slow") if m.value == "index"]
    assert not [m for m in mentions.find("`nav#sidebar` overlaps the footer") if m.kind == "symbol"]
