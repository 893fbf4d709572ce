"""Grounding behaviours found on the twelfth development set's remaining misses and the
thirteenth development set (bench/ground_cases_dev13)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import honing
from honing.grounding import resolve
from honing.sessions import read_session

from .test_grounding_dev5 import write

_PRICING = ("from decimal import Decimal\n\n\ndef compute_totals(subtotal, discount_pct, tax_rate):\n"
            "    discount = subtotal * Decimal(discount_pct) / 100\n    taxable = subtotal - discount\n"
            "    tax = subtotal * tax_rate\n    return taxable + tax\n")
_DB = "class Repo:\n    def list(self, limit, offset):\n        return self.rows[offset:offset + limit]\n"
_TEST = ("def test_discount_applies_before_tax(client):\n    assert total(client, discount_pct=20) == '95.20'\n\n\n"
         "def test_list_paginates(client):\n    assert len(page(client, limit=2)) == 2\n")


def _edit(call_id: str, path: str, old: str, new: str) -> list[dict[str, object]]:
    args = json.dumps({"file_path": path, "old_string": old, "new_string": new})
    return [{"role": "assistant", "content": None,
             "tool_calls": [{"id": call_id, "type": "function", "function": {"name": "Edit", "arguments": args}}]},
            {"role": "tool", "tool_call_id": call_id, "content": "ok"}]


def _session(asks: tuple[str, str, str], replies: tuple[str, str, str]) -> list[dict[str, object]]:
    return ([{"role": "user", "content": asks[0]}]
            + _edit("e1", "app/db.py", "return self.rows", "return self.rows[offset:offset + limit]")
            + [{"role": "assistant", "content": replies[0]}, {"role": "user", "content": asks[1]}]
            + _edit("e2", "app/pricing.py", "    tax = taxable * tax_rate", "    tax = subtotal * tax_rate")
            + [{"role": "assistant", "content": replies[1]}, {"role": "user", "content": asks[2]},
               {"role": "assistant", "content": replies[2]}])


@pytest.mark.parametrize("sentence, asks, replies", [
    ("just ran the full suite and test_discount_applies_before_tax is red now. fix that",
     ("add limit/offset pagination to the invoice list", "totals on the PDF are off by a cent, look at it",
      "half-up or banker's rounding, which one do accountants use?"),
     ("Added pagination; `pytest` ran 12 passed.", "Changed the rounding in `compute_totals`.",
      "Half-up, in most of Europe.")),
    ("test_discount_applies_before_tax が落ちるようになった。直して",
     ("請求書一覧に limit/offset のページングを付けて", "PDF の合計が 1 円ずれる。見て", "端数処理って普通どっち？"),
     ("ページングを追加しました。`pytest` は 12 件成功です。", "`compute_totals` の丸めを直しました。", "四捨五入が一般的です。")),
    ("test_discount_applies_before_tax 现在挂了，修一下",
     ("给发票列表加 limit/offset 分页", "PDF 上的合计差一分钱，看看", "四舍五入和银行家舍入一般用哪个？"),
     ("分页加好了，`pytest` 12 个都通过。", "改了 `compute_totals` 的舍入。", "一般用四舍五入。")),
])
def test_a_test_named_as_failing_now_points_at_the_edit_its_name_describes(
        tmp_path: Path, sentence: str, asks: tuple[str, str, str], replies: tuple[str, str, str]) -> None:
    """A test the sentence says fails now, which no turn showed failing: the agent's own
    edit whose new lines say what the test's name says (discount, tax) is the place, not
    the turn that ran the suite (dev12 a01)."""
    root = write(tmp_path, {"app/pricing.py": _PRICING, "app/db.py": _DB, "tests/test_invoices.py": _TEST})
    result = honing.ground(sentence, _session(asks, replies), cwd=root)
    ref = result.references[0]
    assert ref.resolved and ref.path == "app/pricing.py" and ref.start_line <= 7 <= ref.end_line, ref
    done = next(i for i in result.items if i.label == "Done when")
    assert "test_discount_applies_before_tax" in done.text and done.source.kind == "sentence"


def test_a_failing_test_no_edit_describes_is_not_blamed_on_an_edit(tmp_path: Path) -> None:
    """When no edit's new lines say a word of the test's name, no edit is blamed for it."""
    root = write(tmp_path, {"app/pricing.py": _PRICING, "app/db.py": _DB,
                            "tests/test_invoices.py": _TEST + "\n\ndef test_export_csv_header(client):\n"
                                                              "    assert export(client).startswith('id,')\n"})
    asks = ("add limit/offset pagination", "totals are off by a cent", "which rounding do accountants use?")
    replies = ("Added pagination.", "Changed the rounding in `compute_totals`.", "Half-up.")
    result = honing.ground("test_export_csv_header is red now, fix it", _session(asks, replies), cwd=root)
    assert "fails now" not in result.references[0].reason
    assert not any("you say it fails now" in i.text for i in result.items)


_MAILER = ("class OrderMailer {\n  void confirmation(Order order) {\n"
           "    send(order.getCustomer().getEmail(), body(order));\n  }\n}\n")
_SERVICE = ("class OrderService {\n  Order reorder(Order original) {\n    Order copy = new Order();\n"
            "    copy.setCustomer(customers.findById(original.getId()).orElse(null));\n    return copy;\n  }\n}\n")
_CONTROLLER = ("class OrderController {\n  Order reorder(long id) {\n    return service.reorder(orders.get(id));\n"
               "  }\n}\n")


@pytest.mark.parametrize("sentence, reply", [
    ("yes fix the NPE",
     "The NPE is thrown in `OrderMailer.confirmation`, but the cause is in `OrderService.reorder`: it looks up the "
     "customer by the order's id.\n\nWhat I'd do:\n1. Fix the lookup in `reorder` (one line).\n2. A data fix for "
     "the old rows.\n3. Optionally make `confirmation` fail with a clear message instead of an NPE.\n\n"
     "Should I go ahead with 1?"),
    ("はい、NPE 直して",
     "NPE は `OrderMailer.confirmation` で出ていますが、原因は `OrderService.reorder` です。注文 ID で顧客を"
     "引いています。\n\n対応案:\n1. `reorder` の検索を直す（1 行）\n2. 既存データの修正\n3. `confirmation` で NPE の"
     "代わりに分かりやすいエラーにする\n\n1 から進めますか？"),
    ("好的，把 NPE 修了",
     "NPE 出在 `OrderMailer.confirmation`，但原因在 `OrderService.reorder`：它用订单 ID 去查客户。\n\n"
     "建议：\n1. 改 `reorder` 里的查询（一行）\n2. 修旧数据\n3. 让 `confirmation` 在没有客户时报清楚的错，而不是 NPE\n\n"
     "先改1吗？"),
])
def test_a_yes_takes_the_item_the_closing_question_offers(tmp_path: Path, sentence: str, reply: str) -> None:
    """"Should I go ahead with 1?" then "yes fix the NPE": item 1 is taken, though item 3's
    words say NPE; item 1's bare `reorder` is the `OrderService.reorder` the reply named
    before, not the controller's method of the same name (dev12 a04)."""
    root = write(tmp_path, {"src/OrderMailer.java": _MAILER, "src/OrderService.java": _SERVICE,
                            "src/OrderController.java": _CONTROLLER})
    messages = [{"role": "user", "content": "confirmations crash on staging with an NPE in OrderMailer.confirmation"},
                {"role": "assistant", "content": reply}]
    ref = honing.ground(sentence, messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "src/OrderService.java" and ref.start_line <= 4 <= ref.end_line, ref


def test_a_yes_to_a_question_of_two_items_picks_neither(tmp_path: Path) -> None:
    """"Should I do 1 and 3?" offers two items: a yes does not make one of them the place."""
    root = write(tmp_path, {"src/OrderMailer.java": _MAILER, "src/OrderService.java": _SERVICE,
                            "src/OrderController.java": _CONTROLLER})
    reply = ("The cause is in `OrderService.reorder`.\n\n1. Fix the lookup in `reorder`.\n2. A data fix.\n"
             "3. Make `confirmation` fail with a clear message instead of an NPE.\n\nShould I do 1 and 3?")
    messages = [{"role": "user", "content": "confirmations crash with an NPE"}, {"role": "assistant", "content": reply}]
    result = honing.ground("yes fix the NPE", messages, cwd=root)
    assert "item 1 of" not in result.references[0].reason and "item 3 of" not in result.references[0].reason


_BOOKING = ("class Booking\n  scope :active, -> { where(cancelled_at: nil) }\n  scope :cancelled, -> { where.not(cancelled_at: nil) }\n"
            "  def slot_has_room\n"
            "    if class_slot.bookings.active.count > class_slot.capacity\n      errors.add(:base, 'full')\n"
            "    end\n  end\nend\n")
_SLOT = "class ClassSlot\n  def spots_left\n    [capacity - bookings.count, 0].max\n  end\nend\n"


@pytest.mark.parametrize("keep, sentence", [
    ("the spots_left one i'll do myself, I'm refactoring ClassSlot on another branch", "cool. now fix the other bug"),
    ("spots_left のほうは自分でやる、別ブランチで ClassSlot をリファクタ中なので", "じゃあもう一つのバグ直して"),
    ("spots_left 那个我自己来，我在别的分支上重构 ClassSlot", "那另一个bug修一下"),
])
def test_a_function_the_user_keeps_is_not_proposed_though_its_line_was_named(
        tmp_path: Path, keep: str, sentence: str) -> None:
    """Two bugs; the user keeps the spots_left one: its line, named in the report, no
    longer outweighs the other bug, named by its file only (dev12 a05)."""
    root = write(tmp_path, {"app/models/booking.rb": _BOOKING, "app/models/class_slot.rb": _SLOT})
    # the report quotes no line for the first bug, a line for the second
    report = ("Two separate bugs:\n\n**1. The capacity check lets one extra person in** (`app/models/booking.rb`): "
              "`if class_slot.bookings.active.count > class_slot.capacity` should be `>=`.\n\n"
              "**2. `spots_left` counts cancelled bookings** (`app/models/class_slot.rb:3`): "
              "`[capacity - bookings.count, 0].max` uses all bookings, so the number shown is too low.")
    messages = [{"role": "user", "content": "classes that are full can still be booked, what's wrong?"},
                {"role": "assistant", "content": report},
                {"role": "user", "content": keep + ". how do I run only the booking spec?"},
                {"role": "assistant", "content": "`bundle exec rspec spec/models/booking_spec.rb`."}]
    ref = honing.ground(sentence, messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "app/models/booking.rb", ref


_RETRY = ("MAX_WAIT = 300\n\n\ndef _delay(attempt, retry_after=None):\n    if retry_after:\n"
          "        return min(float(retry_after), MAX_WAIT)\n    return 2 ** attempt\n")
_MAPPING = "def to_shipment(order):\n    grams = order.weight_g\n    return {'weight_kg': round(grams / 1000, 3)}\n"
_WORKER = ("import logging\n\nlog = logging.getLogger(__name__)\n\n\ndef run(order):\n    try:\n"
           "        push(order)\n    except Exception as exc:\n"
           "        log.error('order=%s shipment not created: %s: %s', order.id, type(exc).__name__, exc)\n")
_LOG = ("2025-11-05 07:12:09,412 ERROR shipsync.worker order=88213 shipment not created: ValueError: could not "
        "convert string to float: 'Wed, 05 Nov 2025 07:13:09 GMT'")


def _retry_session(asks: tuple[str, str]) -> list[dict[str, object]]:
    return ([{"role": "user", "content": asks[0]}]
            + _edit("e1", "shipsync/mapping.py", "grams // 1000", "    return {'weight_kg': round(grams / 1000, 3)}")
            + [{"role": "assistant", "content": "Fixed the integer division in `to_shipment` (shipsync/mapping.py)."},
               {"role": "user", "content": asks[1]}]
            + _edit("e2", "shipsync/retry.py", "        return 60",
                    "        return min(float(retry_after), MAX_WAIT)")
            + [{"role": "assistant", "content": "`_delay` now honours the Retry-After header; 11 passed."}])


@pytest.mark.parametrize("sentence, asks", [
    (f"deployed to staging, this is from the morning batch:\n\n{_LOG}\n\nfix that",
     ("parcels under 1 kg show 0 kg on the dashboard", "the carrier answers 429 with Retry-After, respect it")),
    (f"ステージングに出したら朝のバッチでこれ出てた\n\n{_LOG}\n\n直して",
     ("1kg 未満の荷物が 0kg になってる", "429 で Retry-After が返ってくるので従うようにして")),
    (f"部署到测试环境以后早上的批处理报了这个：\n\n{_LOG}\n\n修一下",
     ("1 公斤以下的包裹显示 0 公斤", "承运商返回 429 带 Retry-After，按它来重试")),
])
def test_a_pasted_error_points_at_the_new_line_that_makes_the_call_it_names(
        tmp_path: Path, sentence: str, asks: tuple[str, str]) -> None:
    """"could not convert string to float" after the agent's edits: the agent's own new
    line that calls float() is the place, not the worker that logged it nor the file of
    the first turn (dev13 a01)."""
    root = write(tmp_path, {"shipsync/retry.py": _RETRY, "shipsync/mapping.py": _MAPPING,
                            "shipsync/worker.py": _WORKER})
    ref = honing.ground(sentence, _retry_session(asks), cwd=root).references[0]
    assert ref.resolved and ref.path == "shipsync/retry.py" and ref.start_line <= 6 <= ref.end_line, ref


def test_an_error_the_window_already_showed_is_not_blamed_on_a_new_line(tmp_path: Path) -> None:
    """When a tool result in the window already shows the error, the turn that shows it is
    read as before; the error is not pinned on a new line by its words."""
    root = write(tmp_path, {"shipsync/retry.py": _RETRY, "shipsync/mapping.py": _MAPPING,
                            "shipsync/worker.py": _WORKER})
    messages = _retry_session(("parcels under 1 kg show 0 kg", "respect Retry-After on 429"))
    messages += [{"role": "user", "content": "run the worker once"},
                 {"role": "assistant", "content": None, "tool_calls": [{"id": "b1", "type": "function", "function": {
                     "name": "Bash", "arguments": '{"command": "python -m shipsync.worker"}'}}]},
                 {"role": "tool", "tool_call_id": "b1", "content": _LOG},
                 {"role": "assistant", "content": "It fails in `run` in shipsync/worker.py."}]
    result = honing.ground(f"{_LOG}\nfix that", messages, cwd=root)
    assert "no turn showed that error" not in result.references[0].reason


_REDIS = ("package store\n\nfunc (s *RedisStore) Save(ctx context.Context, slug, url string) error {\n"
          "\treturn s.rdb.SetNX(ctx, key(slug), url, 0).Err()\n}\n\n"
          "func (s *RedisStore) Resolve(ctx context.Context, slug string) (string, error) {\n"
          "\treturn s.rdb.Get(ctx, key(slug)).Result()\n}\n")
_REDIRECT = ("package handler\n\nfunc (h *Redirect) ServeHTTP(w http.ResponseWriter, r *http.Request) {\n"
             "\thttp.Redirect(w, r, url, http.StatusMovedPermanently)\n}\n")


@pytest.mark.parametrize("sentence", ["ok go ahead with 3", "3 お願い", "那先修3吧"])
def test_a_bare_number_picks_that_item_of_the_review(tmp_path: Path, sentence: str) -> None:
    """"go ahead with 3", 「3 お願い」, 「先修3」: the bare number picks item 3 of the
    agent's numbered findings, though the turn after the review quotes other lines (dev13 a02)."""
    root = write(tmp_path, {"internal/store/redis.go": _REDIS, "internal/handler/redirect.go": _REDIRECT})
    review = ("Findings:\n\n1. `Resolve` never maps redis.Nil to ErrNotFound (internal/store/redis.go:8).\n"
              "2. redirect.go:4 answers 301 instead of 302, so browsers cache it forever.\n"
              "3. `Save` checks only `.Err()` of SetNX and ignores the bool (internal/store/redis.go:4), so a "
              "collision silently overwrites nothing and ErrTaken is never returned.\n")
    messages = [{"role": "user", "content": "review the branch, don't change anything"},
                {"role": "assistant", "content": review},
                {"role": "user", "content": "1 has a ticket. how likely is a collision anyway?"},
                {"role": "assistant", "content": "With 7 characters, about 1 in 3.5 trillion per pair. The "
                                                 "bigger problem is the 301 at internal/handler/redirect.go:4: a "
                                                 "browser that cached a wrong redirect never asks again."}]
    ref = honing.ground(sentence, messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "internal/store/redis.go" and ref.start_line <= 4 <= ref.end_line, ref


def test_a_stale_secret_outside_the_repository_leaves_nothing_to_fix(tmp_path: Path) -> None:
    """The agent concludes "Nothing in the code is wrong" (a stale secret in production),
    then says where the value lives ("The value isn't in the repo, only its name"): "fix
    it" is unresolved. The production log the user pasted in Ruby's Logger format ("I, [
    2025-11-06T09:14:02 #1] INFO -- :") is output, not a new report (dev13 a05)."""
    root = write(tmp_path, {"app/controllers/webhooks/stripe_controller.rb":
                            "class StripeController\n  def create\n    event = Stripe::Webhook.construct_event(\n"
                            "      request.body.read, sig, ENV.fetch('STRIPE_WEBHOOK_SECRET'))\n"
                            "  rescue Stripe::SignatureVerificationError\n    head :bad_request\n  end\nend\n",
                            "config/deploy.yml": "env:\n  secret:\n    - STRIPE_WEBHOOK_SECRET\n"})
    log = ("I, [2025-11-06T09:14:02.118331 #1] INFO -- : Started POST \"/webhooks/stripe\"\n"
           "W, [2025-11-06T09:14:02.121904 #1] WARN -- : Stripe webhook rejected: No signatures found matching the "
           "expected signature for payload\n")
    messages = [{"role": "user", "content": "refunds since monday aren't showing up, orders stay in refund_pending"},
                {"role": "assistant", "content": "`StripeController#create` looks right. Can you paste the log?"},
                {"role": "user", "content": "from prod, they all look like this:\n\n" + log},
                {"role": "assistant", "content": "That's the `rescue Stripe::SignatureVerificationError` branch "
                                                 "(`stripe_controller.rb:5`): every event fails verification. Did "
                                                 "anyone recreate the endpoint?"},
                {"role": "user", "content": "yeah, Tomasz recreated the webhook on monday"},
                {"role": "assistant", "content": "That's it: the new endpoint has a new signing secret and "
                                                 "production still has the old one. Nothing in the code is wrong."},
                {"role": "user", "content": "where do we set that for prod?"},
                {"role": "assistant", "content": "The value isn't in the repo, only its name: `config/deploy.yml:3` "
                                                 "lists it, and Kamal fetches it from 1Password at deploy time."}]
    result = honing.ground("ok can you fix it", messages, cwd=root)
    assert not result.references[0].resolved, result.references[0]


_APPOINTMENT = ("<?php\nclass Appointment extends Model\n{\n    public function localStart()\n    {\n"
                "        return $this->starts_at->addHours($this->clinic->utc_offset);\n    }\n}\n")
_MAIL = ("<?php\nclass BookingConfirmed extends Mailable\n{\n    public function content()\n    {\n"
         "        $time = $this->appointment->localStart();\n        return view('mail.confirmed', compact('time'));\n"
         "    }\n}\n")
_REMINDER = ("<?php\nclass SendAppointmentReminder\n{\n    public function handle($appointment)\n    {\n"
             "        $at = $appointment->starts_at->setTimezone($appointment->clinic->timezone);\n    }\n}\n")


@pytest.mark.parametrize("sentence", ["ok, go with what you proposed for the email time",
                                      "メールの時間の件、提案してくれた方向でお願い",
                                      "邮件时间那个，就按你建议的改"])
def test_what_you_proposed_is_the_proposal_not_a_finding_that_names_the_symptom(
        tmp_path: Path, sentence: str) -> None:
    """The reply proposes changing `localStart()`; a later list of its callers names the
    mailable (where the email shows the symptom). "what you proposed for the email time"
    takes the proposal, not the list's email item; and "**Why SMS is fine.** `X` doesn't
    use `localStart()`" does not clear `localStart` (the bold title ends its own sentence)
    (dev13 a06)."""
    root = write(tmp_path, {"app/Models/Appointment.php": _APPOINTMENT, "app/Mail/BookingConfirmed.php": _MAIL,
                            "app/Jobs/SendAppointmentReminder.php": _REMINDER})
    diagnosis = ("Found the cause.\n\n**Email path.** `BookingConfirmed::content()` takes the time from "
                 "`$this->appointment->localStart()` (`app/Mail/BookingConfirmed.php:6`), and `localStart()` adds a "
                 "fixed `utc_offset` (`app/Models/Appointment.php:6`), which is wrong since the clocks went back.\n\n"
                 "**Why SMS is fine.** `SendAppointmentReminder` doesn't use `localStart()`; it converts with the "
                 "IANA zone (`app/Jobs/SendAppointmentReminder.php:6`).\n\n**Proposed fix.** Change `localStart()` "
                 "to use `setTimezone($this->clinic->timezone)` like the SMS job.")
    callers = ("Callers of `localStart()`:\n\n1. `app/Http/Controllers/PortalController.php`: the portal.\n"
               "2. `app/Mail/BookingConfirmed.php`: the confirmation email (the bug you reported).\n"
               "3. `app/Models/Appointment.php`: the definition.\n\nSo the proposal stands.")
    messages = [{"role": "user", "content": "Lisbon confirmation emails show the booking one hour late. Find out why."},
                {"role": "assistant", "content": diagnosis},
                {"role": "user", "content": "who else calls localStart()? I don't want to break the portal"},
                {"role": "assistant", "content": callers}]
    ref = honing.ground(sentence, messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "app/Models/Appointment.php", ref


_DURATION = ("pub fn parse_duration(s: &str) -> Result<u64, String> {\n    let mut total: u64 = 0;\n"
             "    for part in s.split_inclusive(|c: char| c.is_ascii_alphabetic()) {\n"
             "        let (n, unit) = part.split_at(part.len() - 1);\n"
             "        total = n.parse::<u64>().map_err(|e| e.to_string())? * unit_seconds(unit)?;\n    }\n"
             "    Ok(total)\n}\n")
_FILTER = ("pub struct Filter { since: Option<i64> }\n\nimpl Filter {\n"
           "    pub fn keep(&self, ts: i64) -> bool {\n        self.since.is_none_or(|s| ts >= s)\n    }\n}\n\n"
           "#[cfg(test)]\nmod tests {\n    #[test]\n    fn since_keeps_recent_lines() {\n"
           "        assert_eq!(run(\"1h30m\").len(), 2);\n    }\n}\n")


def _cargo_session() -> list[dict[str, object]]:
    cargo = ("running 7 tests\ntest duration::tests::parses_hours ... ok\n"
             "test filter::tests::since_keeps_recent_lines ... ok\n\ntest result: ok. 7 passed; 0 failed")
    return ([{"role": "user", "content": "add a --since flag: 15m, 2h, 1h30m"}]
            + _edit("e1", "src/filter.rs", "pub struct Filter {}", "pub struct Filter { since: Option<i64> }")
            + [{"role": "assistant", "content": None, "tool_calls": [{"id": "c1", "type": "function", "function": {
                "name": "Bash", "arguments": '{"command": "cargo test"}'}}]},
               {"role": "tool", "tool_call_id": "c1", "content": cargo},
               {"role": "assistant", "content": "Added `--since`:\n\n1. `parse_duration` in src/duration.rs "
                                                "reads `15m`, `2h` and `1h30m`.\n2. `Filter` in src/filter.rs keeps "
                                                "lines newer than `since` (`keep`), so recent lines stay and old "
                                                "ones are dropped.\n3. A test, `since_keeps_recent_lines`, checks "
                                                "that recent lines are kept.\n\n7 tests pass."},
               {"role": "user", "content": "tidy parse_duration up a bit, it's clunky"}]
            + _edit("e2", "src/duration.rs", "    let mut total = 0;",
                    "    let mut total: u64 = 0;\n    for part in s.split_inclusive(|c: char| c.is_ascii_alphabetic()) {\n"
                    "        let (n, unit) = part.split_at(part.len() - 1);\n"
                    "        total = n.parse::<u64>().map_err(|e| e.to_string())? * unit_seconds(unit)?;")
            + _edit("e3", "src/filter.rs", "self.since.map_or(true, |s| ts >= s)", "        self.since.is_none_or(|s| ts >= s)")
            + [{"role": "assistant", "content": "Rewrote `parse_duration` with split_inclusive; clippy is clean."}])


def test_a_test_that_fails_now_points_at_the_edits_made_since_it_last_passed(tmp_path: Path) -> None:
    """`filter::tests::since_keeps_recent_lines` passed in turn 1's cargo run; since then
    one turn edited code: its lines are the place, the bulk of them (the rewritten
    `parse_duration`) rather than the one-line clippy fix whose words match the test's
    name (dev13 a07)."""
    root = write(tmp_path, {"src/duration.rs": _DURATION, "src/filter.rs": _FILTER})
    sentence = "cargo test on my machine: filter::tests::since_keeps_recent_lines fails now, left: 1 right: 2. fix"
    ref = honing.ground(sentence, _cargo_session(), cwd=root).references[0]
    assert ref.resolved and ref.path == "src/duration.rs" and ref.start_line <= 5 <= ref.end_line, ref


_WORKTIME = ("def shift_minutes(start, end, break_minutes):\n    minutes = int((end - start).total_seconds() // 60)\n"
             "    minutes -= break_minutes\n    if minutes < 0:\n"
             "        raise ValueError(f'negative duration: {minutes} min')\n    return minutes\n")
_EXPORT = ("from datetime import datetime\n\nfrom app.worktime import shift_minutes\n\n\ndef _row(day):\n"
           "    start = datetime.combine(day.date, day.clock_in)\n    end = datetime.combine(day.date, day.clock_out)\n"
           "    worked = shift_minutes(start, end, day.break_minutes)\n    return [day.date.isoformat(), worked]\n")
_TRACE = ("Traceback (most recent call last):\n  File \"/srv/kintai-api/app/export.py\", line 9, in _row\n"
          "    worked = shift_minutes(start, end, day.break_minutes)\n"
          "  File \"/srv/kintai-api/app/worktime.py\", line 5, in shift_minutes\n"
          "    raise ValueError(f'negative duration: {minutes} min')\nValueError: negative duration: -960 min\n")


@pytest.mark.parametrize("sentence", [f"night shift CSV gives a 500 on staging\n```\n{_TRACE}```\nfix this",
                                      f"stgで夜勤の人のCSV落としたら500になった\n```\n{_TRACE}```\nこれ直して",
                                      f"测试环境导出夜班的CSV报500\n```\n{_TRACE}```\n修一下"])
def test_the_deepest_frame_in_code_the_agent_wrote_outweighs_older_code_under_it(
        tmp_path: Path, sentence: str) -> None:
    """The agent wrote app/export.py in this session; the stack's top frame is in older
    code it calls (worktime.py's raise). The frame in the new file is the suspect (dev13 b01)."""
    root = write(tmp_path, {"app/worktime.py": _WORKTIME, "app/export.py": _EXPORT})
    args = json.dumps({"file_path": "/home/haruka/kintai-api/app/export.py", "content": _EXPORT})
    messages = [{"role": "user", "content": "add a monthly CSV export"},
                {"role": "assistant", "content": None, "tool_calls": [
                    {"id": "w1", "type": "function", "function": {"name": "Write", "arguments": args}}]},
                {"role": "tool", "tool_call_id": "w1", "content": "File created"},
                {"role": "assistant", "content": "Added `export_month` and `_row` in app/export.py; 12 passed."}]
    ref = honing.ground(sentence, messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "app/export.py" and ref.start_line <= 8 <= ref.end_line, ref


def test_a_stack_wholly_in_older_code_keeps_its_top_frame(tmp_path: Path) -> None:
    """No frame in a file the agent wrote: the deepest frame stays the place."""
    root = write(tmp_path, {"app/worktime.py": _WORKTIME, "app/export.py": _EXPORT})
    messages = [{"role": "user", "content": "what does shift_minutes return for a 30 minute break?"},
                {"role": "assistant", "content": "The minutes worked minus the break."}]
    ref = honing.ground(f"```\n{_TRACE}```\nfix this", messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "app/worktime.py", ref


_ORDER_SERVICE = ("class OrderService {\n  void changeAddress(Order o, String a) {\n    o.setAddress(a);\n  }\n\n"
                  "  void cancel(Order o) {\n    if (o.getStatus() == OrderStatus.SHIPPED) {\n"
                  "      throw new IllegalStateException(\"shipped\");\n    }\n    payments.refund(o);\n  }\n}\n")
_PAYMENT = ("class PaymentClient {\n  void refund(Order o) {\n    http.post(\"/refunds\", o.getId());\n  }\n}\n")


@pytest.mark.parametrize("sentence, aside, later, upgrade, answer", [
    ("oh, the cancel thing you mentioned, just fix it now",
     "Something else I noticed: `cancel()` at OrderService.java:7 only rejects SHIPPED, so DELIVERED orders can be "
     "cancelled and refunded, which is a bug. Out of scope, I haven't touched it.",
     "later. make the address check trim spaces", "anything to watch for when upgrading Spring Boot 3.3 to 3.4?",
     "Mostly dependency bumps; `PaymentClient` keeps its timeout defaults, and a slow refund call can time out."),
    ("あ、さっき言ってたキャンセルのやつ、やっぱ今直しちゃって",
     "ついでに気づいた点ですが、`OrderService.java:7` の `cancel()` は SHIPPED しか見ていないので、DELIVERED の注文も"
     "キャンセルできて返金まで走ります。今回の範囲外なので触っていません。",
     "それは後で見る。住所の前後の空白を消して", "Spring Boot 3.3→3.4 に上げるときって何か気をつけることある？",
     "依存の更新がほとんどです。`PaymentClient` のタイムアウトは既定値のままなので、遅い返金 API ではタイムアウトになります。"),
    ("对了，你刚才说的取消那个问题，现在修了吧",
     "另外注意到：`OrderService.java:7` 的 `cancel()` 只拦 SHIPPED，已送达的订单也能取消并退款，这是个 bug。不在这次范围内，我没动。",
     "那个之后再看。地址前后的空格去掉", "Spring Boot 从 3.3 升到 3.4 要注意什么？",
     "主要是依赖升级。`PaymentClient` 的超时还是默认值，退款接口慢的时候会超时。"),
])
def test_words_that_name_the_aside_take_it_over_a_later_side_answer(
        tmp_path: Path, sentence: str, aside: str, later: str, upgrade: str, answer: str) -> None:
    """The agent fixed what was asked and set a cancel() defect aside; later turns edited
    other code and answered a side question that says "timeout". "the cancel thing you
    mentioned" names the aside, not the side answer (dev13 b04)."""
    root = write(tmp_path, {"src/OrderService.java": _ORDER_SERVICE, "src/PaymentClient.java": _PAYMENT})
    messages = ([{"role": "user", "content": "add an endpoint to change an order's address"}]
                + _edit("e1", "src/OrderController.java", "  void changeAddress() {}",
                        "  void changeAddress(Order o, String a) {\n    service.changeAddress(o, a);")
                + [{"role": "assistant", "content": "Added `changeAddress`.\n\n" + aside},
                   {"role": "user", "content": later}]
                + _edit("e2", "src/AddressRequest.java", "    return a;", "    return a.strip();")
                + [{"role": "assistant", "content": "Done."}, {"role": "user", "content": upgrade},
                   {"role": "assistant", "content": answer}])
    ref = honing.ground(sentence, messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "src/OrderService.java" and ref.start_line <= 7 <= ref.end_line, ref


_STOCK = ("<?php\nclass StockService\n{\n    public function reserve(int $id, int $qty): void\n    {\n"
          "        $stock = Stock::where('product_id', $id)->first();\n        if ($stock->quantity < $qty) {\n"
          "            throw new OutOfStockException($id);\n        }\n        $stock->quantity -= $qty;\n"
          "        $stock->save();\n    }\n}\n")
_ORDERS = ("<?php\nclass OrderController\n{\n    public function store(Request $r)\n    {\n"
           "        DB::transaction(function () use ($r) {\n            $this->stock->reserve($r->id, $r->qty);\n"
           "        });\n    }\n}\n")


@pytest.mark.parametrize("sentence, answer, side, side_answer", [
    ("ok, fix it the way you recommended",
     "It's a lost update in `StockService::reserve`: the read on line 6 takes no lock.\n\nTwo ways to fix it:\n"
     "1. (recommended) add `lockForUpdate()` to the read in `reserve`.\n"
     "2. an atomic conditional decrement.",
     "does the transaction in store() roll back if reserve throws?",
     "Yes: `DB::transaction` in `OrderController::store` rolls back when `reserve` throws an exception."),
    ("おけ、じゃあさっきおすすめしてくれた方で直して",
     "`StockService::reserve` のロストアップデートです。6 行目の読み込みがロックしていません。\n\n直し方は 2 通りあります:\n"
     "1. （おすすめ）`reserve` の読み込みに `lockForUpdate()` を付ける\n"
     "2. 条件付きの一括デクリメント",
     "reserve が途中で例外投げたらちゃんと巻き戻る？",
     "はい。`reserve` が例外を投げると `OrderController::store` の `DB::transaction` が巻き戻します。"),
    ("行，就按你推荐的那个改",
     "`StockService::reserve` 有丢失更新：第 6 行的读取没有加锁。\n\n修复方法有两个：\n"
     "1. （推荐）在 `reserve` 的读取上加 `lockForUpdate()`\n2. 原子的条件扣减",
     "reserve 中间抛异常的话会回滚吗？",
     "会。`reserve` 抛异常时 `OrderController::store` 里的 `DB::transaction` 会回滚。"),
])
def test_the_fix_you_recommended_is_the_proposal_not_the_side_answer(
        tmp_path: Path, sentence: str, answer: str, side: str, side_answer: str) -> None:
    """"the one you recommended" (おすすめしてくれた方, 你推荐的) accepts a proposal, like
    "what you suggested": the turn that proposes comes first, not the newer side answer
    about the transaction (dev13 b06)."""
    root = write(tmp_path, {"app/Services/StockService.php": _STOCK, "app/Http/Controllers/OrderController.php": _ORDERS})
    messages = [{"role": "user", "content": "stock goes negative during sales, something is wrong. why?"},
                {"role": "assistant", "content": answer}, {"role": "user", "content": side},
                {"role": "assistant", "content": side_answer}]
    ref = honing.ground(sentence, messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "app/Services/StockService.php" and ref.start_line <= 6 <= ref.end_line, ref


_SUMMARY_VUE = ("<template>\n  <div>{{ total }}</div>\n</template>\n<script setup>\nimport { computed } from 'vue'\n"
                "const props = defineProps(['subtotal', 'coupon'])\n"
                "const discount = computed(() => (props.coupon ? props.coupon.amount : 0))\n"
                "const total = computed(() => props.subtotal - discount.value)\n</script>\n")
_PRICE = ("export function couponDiscount(subtotal, coupon) {\n  if (!coupon) return 0\n"
          "  if (coupon.type === 'percent') return Math.floor(subtotal * coupon.rate / 100)\n"
          "  return coupon.amount\n}\n")


@pytest.mark.parametrize("sentence", ["now the CartSummary one too, apply the discount to the subtotal",
                                      "CartSummaryのほうもお願い。割引は小計に掛ける感じで",
                                      "CartSummary 那个也改一下，折扣按小计算"])
def test_a_component_named_by_its_file_name_picks_that_file(tmp_path: Path, sentence: str) -> None:
    """The report names CartSummary.vue:7 (the bug) and price.js:1 (where the right logic
    lives, with more votes); the sentence writes out "CartSummary": that file (dev13 b08)."""
    root = write(tmp_path, {"src/components/CartSummary.vue": _SUMMARY_VUE, "src/utils/price.js": _PRICE})
    report = ("Two causes:\n\n1. Shipping at exactly 5000 yen: fixed in `useCart.js`.\n"
              "2. The NaN total: src/components/CartSummary.vue:7 uses `props.coupon.amount`, which percent coupons "
              "lack. price.js:1 already has `couponDiscount()` for both types (src/utils/price.js), and "
              "`couponDiscount` is tested.\n\nIs the percent format in the API final?")
    messages = [{"role": "user", "content": "the cart shows NaN with some coupons"},
                {"role": "assistant", "content": report}]
    ref = honing.ground(sentence, messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "src/components/CartSummary.vue", ref


_HEADERS = ("fun Application.configureHeaders() {\n    install(DefaultHeaders) {\n"
            "        header(\"Cache-Control\", \"private, no-store\")\n        header(\"Vary\", \"Authorization\")\n"
            "    }\n}\n")
_LOGGING = ("fun Application.configureLogging() {\n    install(CallLogging) {\n"
            "        format { call -> \"auth=${redact(call.request.headers[\"Authorization\"])}\" }\n    }\n}\n")


@pytest.mark.parametrize("sentence, cause, nothing", [
    ("ok, fix the cache thing then",
     "The cause is not in the app but in the `CloudFront` cache: the origin already sends `private, no-store` "
     "(plugins/Headers.kt:3).",
     "**Cache**: there is nothing we can change in this repo; the fix is the cache policy in hiyori-infra."),
    ("了解、じゃあキャッシュのやつ直しといて",
     "原因はアプリではなく **`CloudFront` のキャッシュ** です。オリジンは `private, no-store` を返しています"
     "（plugins/Headers.kt:3）。",
     "**キャッシュについて**: このリポジトリ側でできることはありません。修正は hiyori-infra 側のキャッシュポリシーです。"),
    ("好，那把缓存那个修一下",
     "原因不在应用本身，而是 `CloudFront` 的缓存：源站已经返回 `private, no-store`（plugins/Headers.kt:3）。",
     "**缓存**：我们这边改不了，要改的是 hiyori-infra 里的缓存策略。"),
])
def test_a_cause_the_agent_puts_outside_the_app_leaves_nothing_to_fix(
        tmp_path: Path, sentence: str, cause: str, nothing: str) -> None:
    """"The cause is not in the app but in the CloudFront cache" names CloudFront (read as
    a symbol) after a cause phrase: that blames nothing in the project. With the later
    "nothing we can change in this repo", "fix the cache thing" is unresolved, though the
    same reply fixed a logging bug (dev13 b09)."""
    root = write(tmp_path, {"src/plugins/Headers.kt": _HEADERS, "src/plugins/Logging.kt": _LOGGING})
    messages = ([{"role": "user", "content": "users saw another user's profile for a moment, check /api/me"},
                 {"role": "assistant", "content": cause},
                 {"role": "user", "content": "infra is in hiyori-infra. anything we can do here? and are tokens logged?"}]
                + _edit("e1", "src/plugins/Logging.kt", "auth=${call.request.headers}",
                        "        format { call -> \"auth=${redact(call.request.headers[\\\"Authorization\\\"])}\" }")
                + [{"role": "assistant", "content": nothing + "\n\n**Logs**: the token was logged in full at "
                                                              "plugins/Logging.kt:3; it is redacted now."}])
    result = honing.ground(sentence, messages, cwd=root)
    assert not result.references[0].resolved, result.references[0]


_READERS = ("import csv\n\n\ndef read_feed(path, columns):\n    with open(path, encoding='utf-8', newline='') as f:\n"
            "        reader = csv.DictReader(f)\n        for row in reader:\n"
            "            yield {columns[k.strip()]: v for k, v in row.items() if k.strip() in columns}\n")
_INVENTORY = ("def by_warehouse(rows):\n    return {}\n\n\ndef merge_rows(rows, shop):\n    out = {}\n"
              "    for row in rows:\n        out[row['sku']] = int(row['qty'])\n    return out\n")


@pytest.mark.parametrize("prediction, later, sentence", [
    ("The ERP export starts with a UTF-8 BOM. `read_feed` in sync/readers.py opens it with `encoding='utf-8'`, so the "
     "first header becomes '\\ufeffsku' and no row has a `sku` key, which is a bug. The fix is small: use "
     "`utf-8-sig`. Shall I change it now?", "not yet, cron switches tomorrow. add per-warehouse counts to the dry run",
     "cron switched today, morning log: File \"/opt/stocksync/sync/inventory.py\", line 8, in merge_rows  "
     "KeyError: 'sku'  fix it"),
    ("ERP の出力は UTF-8 BOM 付きです。sync/readers.py の `read_feed` は `encoding='utf-8'` で開くので、最初の列名が "
     "'\\ufeffsku' になり、どの行にも `sku` キーがありません。これはバグです。`utf-8-sig` にすれば直ります。今直しますか？",
     "まだいい、cron は明日切り替え。dry-run に倉庫ごとの件数出して",
     "今日 cron 切り替えたら朝のログ：File \"/opt/stocksync/sync/inventory.py\", line 8, in merge_rows  "
     "KeyError: 'sku'  直して"),
    ("ERP 导出的文件开头带 UTF-8 BOM。sync/readers.py 的 `read_feed` 用 `encoding='utf-8'` 打开，第一个表头会变成 "
     "'\\ufeffsku'，每一行都没有 `sku` 这个 key，这是个问题。改法很小：换成 `utf-8-sig`。要我现在改吗？",
     "先不急，cron 明天才切。dry-run 的输出按仓库汇总一下",
     "cron 今天切过去了，早上日志里：File \"/opt/stocksync/sync/inventory.py\", line 8, in merge_rows  "
     "KeyError: 'sku'  帮我修一下"),
])
def test_an_error_the_agent_predicted_points_at_the_fix_it_proposed_not_the_frame(
        tmp_path: Path, prediction: str, later: str, sentence: str) -> None:
    """The agent foretold "no row has a `sku` key" and proposed a fix in read_feed that
    was put off; a later edit touched inventory.py only. The pasted "KeyError: 'sku'" at
    inventory.py:8 is that error showing: read_feed is the place (dev13 c01)."""
    root = write(tmp_path, {"sync/readers.py": _READERS, "sync/inventory.py": _INVENTORY})
    messages = ([{"role": "user", "content": "the ERP export from haoyun arrived, is the format the same?"},
                 {"role": "assistant", "content": prediction}, {"role": "user", "content": later}]
                + _edit("e1", "/home/zw/stocksync/sync/inventory.py", "def by_warehouse(rows): pass",
                        "def by_warehouse(rows):\n    return {}")
                + [{"role": "assistant", "content": "Done: `by_warehouse()` in sync/inventory.py."}])
    ref = honing.ground(sentence, messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "sync/readers.py", ref


_REPORT = ("class ReportService {\n  Report build(YearMonth month) {\n"
           "    LocalDateTime to = month.atEndOfMonth().atStartOfDay();\n    double gross = 0;\n"
           "    for (Tx t : txs) {\n      gross += t.amount().doubleValue();\n    }\n"
           "    return new Report(gross);\n  }\n}\n")
_MONEY = ("class MoneyFormat {\n  String format(BigDecimal v) {\n"
          "    return new DecimalFormat(\"#,##0.00\", DecimalFormatSymbols.getInstance(Locale.ROOT)).format(v);\n"
          "  }\n}\n")


@pytest.mark.parametrize("sentence, report, side, answer", [
    ("ok, just fix it first",
     "Two real problems, in opposite directions:\n\n**A. The last day is dropped** (`ReportService.java` line 3): "
     "`atStartOfDay()` makes the end 10-31T00:00, so the whole day is missing.\n\n**B. Amounts summed as double** "
     "(lines 4-6): cent-level drift on busy merchants.\n\nWhich one this merchant hit depends on the size of the "
     "difference. Can support ask how much it is?",
     "still asking. btw, does the thousands separator in MoneyFormat depend on the server locale?",
     "No: `MoneyFormat` uses `Locale.ROOT`, so it prints `1,234.50` everywhere. Maybe the PDF template's font is the "
     "problem, but that lives in the PDF service. I don't see a bug in `MoneyFormat`."),
    ("わかった、とりあえず直しといて",
     "原因になりうる問題が 2 つあります:\n\n**A. 月末の 1 日が抜ける**（`ReportService.java` 3 行目）: "
     "`atStartOfDay()` で終わりが 10-31T00:00 になり、その日が丸ごと抜けます。\n\n**B. double で合計している**"
     "（4〜6 行目）: 件数の多い加盟店で 1 円単位のずれが出ます。\n\nどちらが今回の件かは差額次第です。差額を聞けますか？",
     "まだ確認中。ところで MoneyFormat の桁区切りってサーバーの locale に関係ある？",
     "ありません。`MoneyFormat` は `Locale.ROOT` を使うので常に `1,234.50` です。PDF のフォントの問題かもしれませんが、"
     "それは PDF サービス側です。`MoneyFormat` にはバグは見当たりません。"),
    ("行，那你先修一下吧",
     "有两个地方都会对不上：\n\n**A. 月末最后一天被漏掉**（`ReportService.java` 第 3 行）：`atStartOfDay()` 让结束时间变成 "
     "10-31T00:00，整天的交易都不在报表里。\n\n**B. 金额用 double 累加**（第 4–6 行一带）：笔数多的商户会差几分钱。\n\n"
     "两个都是真问题，但哪个是这个商户遇到的，要看差额。能让客服问一下具体差多少吗？",
     "差额客服还在问。另外顺便问下，MoneyFormat 那个千分位是不是跟服务器 locale 有关？",
     "跟服务器 locale 无关：`MoneyFormat` 用的是 `Locale.ROOT`，都输出 `1,234.50`。可能是 PDF 模板的字体问题，那在 PDF 服务里。"
     "`MoneyFormat` 这里没看出 bug。"),
])
def test_two_causes_the_agent_cannot_tell_apart_stay_unresolved_after_a_side_question(
        tmp_path: Path, sentence: str, report: str, side: str, answer: str) -> None:
    """Two causes, the second placed by line only ("lines 4-6"), and "which one depends on
    the difference": undecided. The side answer that finds no bug in what the question
    asked about is no defect turn. "just fix it" is unresolved (dev13 c04)."""
    root = write(tmp_path, {"src/ReportService.java": _REPORT, "src/MoneyFormat.java": _MONEY})
    messages = [{"role": "user", "content": "a merchant says the October report doesn't match their export"},
                {"role": "assistant", "content": report}, {"role": "user", "content": side},
                {"role": "assistant", "content": answer}]
    result = honing.ground(sentence, messages, cwd=root)
    assert not result.references[0].resolved, result.references[0]


_SUBSCRIPTION = ("class Subscription < ApplicationRecord\n  scope :due, -> { active.where('renews_at <= ?', Time.current) }\n"
                 "  scope :retryable, -> { past_due.where(\"grace_ends_at > ?\", Time.current) }\n\n"
                 "  def grace_expired?(now)\n    grace_ends_at <= now\n  end\nend\n")
_RENEWAL = ("class RenewalService\n  def call\n    Subscription.due.find_each do |sub|\n      next if sub.in_trial?(@now)\n"
            "      charge(sub)\n    end\n    Subscription.retryable.find_each do |sub|\n"
            "      sub.expire!(@now) if sub.grace_expired?(@now)\n    end\n  end\nend\n")
_OLD_SCOPE = "scope :retryable, -> { past_due.where(\"grace_ends_at > ?\", Time.current) }"
_NEW_SCOPE = "scope :retryable, -> { past_due.where.not(grace_ends_at: nil) }"


@pytest.mark.parametrize("sentence, explain, fix", [
    ("ok, change it the way you said", "`grace_expired?` is right. The second loop of `RenewalService#call` walks "
     "`Subscription.retryable`, which is:", "The fix: select every past_due subscription with a grace end:"),
    ("じゃあ言ってた通りに直して", "`grace_expired?` は正しいです。`RenewalService#call` の 2 つ目のループは "
     "`Subscription.retryable` を回していて、その定義が:", "修正案：猶予期限のある past_due を全部選ぶようにします:"),
    ("行，就按你说的改", "`grace_expired?` 本身是对的。`RenewalService#call` 第二个循环遍历的是 `Subscription.retryable`，"
     "定义是：", "改法：让 `retryable` 选出所有有 `grace_ends_at` 的 past_due 订阅："),
])
def test_accepting_a_rewrite_points_at_the_line_it_rewrites(tmp_path: Path, sentence: str, explain: str,
                                                             fix: str) -> None:
    """The reply quotes the scope as it stands, then shows it rewritten after a proposal:
    the quoted line is the place (dev13 c05), not the earlier turn's edit of the service."""
    root = write(tmp_path, {"app/models/subscription.rb": _SUBSCRIPTION, "app/services/renewal_service.rb": _RENEWAL})
    reply = (f"{explain}\n\n```ruby\n{_OLD_SCOPE}\n```\n\nSo in `RenewalService#call` the branch\n\n```ruby\n"
             f"sub.expire!(@now) if sub.grace_expired?(@now)\n```\n\nis never reached.\n\n{fix}\n\n```ruby\n{_NEW_SCOPE}\n```"
             "\n\n`RenewalService` needs no change; `RenewalService` then expires the backlog on its first run.")
    messages = ([{"role": "user", "content": "renewals charge users still in their trial, fix it"}]
                + _edit("e1", "app/services/renewal_service.rb", "    Subscription.due.find_each do |sub|",
                        "    Subscription.due.find_each do |sub|\n      next if sub.in_trial?(@now)")
                + [{"role": "assistant", "content": "Trial users are skipped now in `RenewalService#call`."},
                   {"role": "user", "content": "past_due subscriptions never become expired after the grace period, "
                                               "something is wrong. why?"},
                   {"role": "assistant", "content": reply}])
    ref = honing.ground(sentence, messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "app/models/subscription.rb" and ref.start_line <= 3 <= ref.end_line, ref


_CONFIG_RS = ("pub struct Config { pub endpoint: String }\n\nimpl Config {\n    pub fn apply_env(&mut self) {\n"
              "        if let Ok(v) = std::env::var(\"LOGSHIP_URL\") {\n            self.endpoint = v;\n        }\n"
              "    }\n}\n")
_DURATION_RS = ("pub fn parse_duration(s: &str) -> Option<u64> {\n    let n: u64 = s[..s.len() - 1].parse().ok()?;\n"
                "    Some(n)\n}\n")


@pytest.mark.parametrize("reply, sentence", [
    ("Added `ms` and `d` to `parse_duration` in src/duration.rs.\n\n`cargo test` has one failure: "
     "`config::tests::env_override_wins`. It fails without my change too. The cause: src/config.rs line 5, "
     "`apply_env` reads `LOGSHIP_URL`, but the README and the test use `LOGSHIP_ENDPOINT`, so the variable is never "
     "read, which is a bug.\n\nThat's outside this task, so I haven't touched it.",
     "fix the env_override_wins one too"),
    ("src/duration.rs の `parse_duration` に `ms` と `d` を足しました。\n\n`cargo test` で 1 件失敗しています："
     "`config::tests::env_override_wins`。私の変更を外しても落ちます。原因は src/config.rs の 5 行目で、`apply_env` が "
     "`LOGSHIP_URL` を読んでいますが、README とテストは `LOGSHIP_ENDPOINT` なので読まれていません。バグです。\n\n"
     "今回の範囲外なので触っていません。", "env_override_wins が落ちてるやつも直して"),
    ("src/duration.rs 的 `parse_duration` 加好了 `ms` 和 `d`。\n\n`cargo test` 里有 1 个失败：`config::tests::env_override_wins`。"
     "去掉我的改动也一样挂。原因：`src/config.rs` 第 5 行 `apply_env` 读的是 `LOGSHIP_URL`，但 README 和测试用的都是 "
     "`LOGSHIP_ENDPOINT`，所以环境变量根本没被读到。\n\n这个不在这次需求范围内，我没改。", "env_override_wins 挂的那个也修一下吧"),
])
def test_an_aside_closed_by_its_own_paragraph_is_still_the_aside(tmp_path: Path, reply: str, sentence: str) -> None:
    """The agent tells the defect it found beside its change, then closes it in a paragraph
    of its own ("That's outside this task, so I haven't touched it."): that defect is still
    open, not "fixed by the edit" (dev13 c07)."""
    root = write(tmp_path, {"src/config.rs": _CONFIG_RS, "src/duration.rs": _DURATION_RS})
    messages = ([{"role": "user", "content": "parse_duration should accept ms and d"}]
                + _edit("e1", "src/duration.rs", "    let n = 0;", "    let n: u64 = s[..s.len() - 1].parse().ok()?;")
                + [{"role": "assistant", "content": reply},
                   {"role": "user", "content": "write a commit message for the duration change"},
                   {"role": "assistant", "content": "`duration: accept ms and d units`"}])
    ref = honing.ground(sentence, messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "src/config.rs" and ref.start_line <= 5 <= ref.end_line, ref


_PROGRAM_CS = ("var builder = WebApplication.CreateBuilder(args);\nbuilder.Services.AddControllers();\n"
               "builder.Services.AddSingleton<ITenantContext, TenantContext>();\nvar app = builder.Build();\n"
               "app.UseMiddleware<TenantMiddleware>();\napp.Run();\n")
_MIDDLEWARE_CS = ("public class TenantMiddleware\n{\n    public async Task InvokeAsync(HttpContext ctx, ITenantContext tenant)\n"
                  "    {\n        if (!tenant.HasTenant)\n        {\n            tenant.SetTenant(ctx.Request.Headers[\"X-Tenant\"]);\n"
                  "        }\n        await _next(ctx);\n    }\n}\n")
_DASHBOARD_CS = ("public class DashboardService\n{\n    public Task<Summary> GetAsync()\n    {\n"
                 "        var key = $\"dash:{_tenant.TenantId}\";\n        return _cache.GetOrCreateAsync(key, Load);\n    }\n}\n")


@pytest.mark.parametrize("sentence, diagnosis, side, cache", [
    ("ok, fix the one from the start",
     "Found it. The root cause is the DI registration, Program.cs line 3:\n\n```csharp\n"
     "builder.Services.AddSingleton<ITenantContext, TenantContext>();\n```\n\nSo the first tenant sticks: "
     "TenantMiddleware.cs line 5 only sets it when `HasTenant` is false, which is a bug under a singleton.\n\n"
     "The fix: register it with `AddScoped`. `if (!tenant.HasTenant)` is harmless under Scoped and can stay.",
     "wait, what's the difference between Scoped and Transient?",
     "`DashboardService.cs:5` builds the key with the tenant id, so the cache key is fine; it is not the bug."),
    ("じゃあ一番最初のやつ直して",
     "原因は DI 登録、Program.cs の 3 行目です:\n\n```csharp\nbuilder.Services.AddSingleton<ITenantContext, TenantContext>();\n"
     "```\n\nそのため最初のテナントが残ります。TenantMiddleware.cs の 5 行目は `HasTenant` が false のときだけ設定するので、"
     "Singleton ではバグになります。\n\n修正案: `AddScoped` で登録します。`if (!tenant.HasTenant)` は Scoped なら無害です。",
     "ちょっと待って、Scoped と Transient の違いって何？",
     "`DashboardService.cs:5` のキーにはテナント ID が入っているので、キャッシュキーは問題ありません。"),
    ("ok 那就把最开始那个改了",
     "找到了，根因在 DI 注册，Program.cs 第 3 行：\n\n```csharp\nbuilder.Services.AddSingleton<ITenantContext, TenantContext>();\n"
     "```\n\n所以第一个租户会一直留着：TenantMiddleware.cs 第 5 行只在 `HasTenant` 为 false 时设置，在 Singleton 下就是 bug。\n\n"
     "修法：改成 `AddScoped`。`if (!tenant.HasTenant)` 在 Scoped 下是无害的，可以保留。",
     "等下，先跟我说说 Scoped 和 Transient 到底有啥区别",
     "`DashboardService.cs:5` 的 key 里带了租户 ID，缓存 key 没问题，不是这个 bug 的原因。"),
])
def test_the_one_from_the_start_is_the_earliest_defect_turn(tmp_path: Path, sentence: str, diagnosis: str,
                                                            side: str, cache: str) -> None:
    """"the one from the start" (一番最初, 最开始那个) goes back to the first turn's
    diagnosis past a later turn about a suspect the agent cleared; in it, the guard the
    reply calls harmless (无害, can stay) is not the place (dev13 c10)."""
    root = write(tmp_path, {"src/Program.cs": _PROGRAM_CS, "src/Tenancy/TenantMiddleware.cs": _MIDDLEWARE_CS,
                            "src/Services/DashboardService.cs": _DASHBOARD_CS})
    messages = [{"role": "user", "content": "after switching tenant the dashboard shows the old tenant's data, a bug"},
                {"role": "assistant", "content": diagnosis}, {"role": "user", "content": side},
                {"role": "assistant", "content": "Scoped: one per request. Transient: one per resolution."},
                {"role": "user", "content": "is the cache key in DashboardService wrong too?"},
                {"role": "assistant", "content": cache}]
    ref = honing.ground(sentence, messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "src/Program.cs", ref


@pytest.mark.parametrize("undecided", [
    "Both would look like this to the merchant. If the difference is a whole day, it's A; if it is cents, it's B. "
    "Could well be both.",
    "どちらも加盟店からは同じに見えます。コードだけではどちらか判断できません。",
    "两个都会被描述成对不上，光看代码判断不了这次反馈的是哪个。",
])
def test_an_undecided_report_stays_undecided_after_a_follow_up_question(tmp_path: Path, undecided: str) -> None:
    """The agent lays out causes in two places and cannot tell which ("Could well be both",
    判断不了这次反馈的是哪个); the user then asks a follow-up question about something the
    agent ruled out, whose answer says "timeout". "ok just fix it" is unresolved (dev12
    a06, c04), not the follow-up."""
    root = write(tmp_path, {"src/ReportService.java": _REPORT, "src/MoneyFormat.java": _MONEY})
    report = ("Two causes:\n\n**A. The last day is dropped** (`ReportService.java` line 3).\n\n"
              "**B. Amounts summed as double** (`ReportService.java` line 6): drift in cents.\n\n" + undecided)
    messages = [{"role": "user", "content": "a merchant says the October report doesn't match, something is wrong"},
                {"role": "assistant", "content": report},
                {"role": "user", "content": "no idea yet. remind me what the query timeout setting does?"},
                {"role": "assistant", "content": "It cancels a query that runs longer than 30 s with a timeout error; "
                                                 "it has nothing to do with this report."}]
    result = honing.ground("ok just fix it", messages, cwd=root)
    assert not result.references[0].resolved, result.references[0]


_PRICE_TS = ("export function applyCoupon(total: number, rate: number): number {\n  return Math.round(total * rate);\n}\n\n"
             "/** tax per rate, truncated */\nexport function calcTax(amount: number, rate: number): number {\n"
             "  return Math.round(amount * rate);\n}\n")
_DATE_TS = ("export function formatOrderDate(d: Date): string {\n"
            "  return new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo' }).format(d);\n}\n")


@pytest.mark.parametrize("summary, sentence", [
    ("Two causes, one fixed:\n\n**1. Order date time zone (fixed)**\n- `formatOrderDate` in src/lib/date.ts now uses "
     "Asia/Tokyo.\n\n**2. `calcTax` rounding (not fixed)**\n- src/lib/price.ts:7 rounds with `Math.round`, the test "
     "expects truncation, so it fails.\n\nPlease confirm which rounding is right.",
     "accounting says truncation is right. do the remaining one too"),
    ("CI が落ちていた原因は 2 つで、1 つは直しました。\n\n**1. 注文日時のタイムゾーン（修正済み）**\n- `src/lib/date.ts` の "
     "`formatOrderDate` を Asia/Tokyo に変更\n\n**2. `calcTax` の端数処理（未修正）**\n- `src/lib/price.ts:7` は "
     "`Math.round` で四捨五入なので、切り捨てを期待するテストが落ちます\n\nただ、金額の端数処理はどちらが正しいか私の方で"
     "決めきれないので、ここはまだ触っていません。確認をお願いします。",
     "経理に聞いたら切り捨てで合ってるって。残りの1件もお願い"),
    ("CI 挂的原因有两个，修了一个：\n\n**1. 下单时间的时区（已修复）**\n- `src/lib/date.ts` 的 `formatOrderDate` 改成 Asia/Tokyo\n\n"
     "**2. `calcTax` 的取整（未修改）**\n- `src/lib/price.ts:7` 用的是 `Math.round`，测试期望截断，所以失败\n\n请确认一下。",
     "财务说截断是对的，剩下那个也改一下"),
])
def test_the_remaining_one_skips_the_item_the_agent_marked_fixed(tmp_path: Path, summary: str, sentence: str) -> None:
    """The agent's list marks item 1 "(fixed)" (修正済み, 已修复) in its own title: "the
    remaining one" is item 2, though no user message took item 1 up (dev12 b02)."""
    root = write(tmp_path, {"src/lib/price.ts": _PRICE_TS, "src/lib/date.ts": _DATE_TS,
                            ".github/workflows/ci.yml": "jobs:\n  test:\n    steps:\n      - uses: actions/setup-node@v4\n"
                                                        "        with:\n          node-version: 20\n"})
    messages = ([{"role": "user", "content": "vitest fails in CI, look at it"}]
                + _edit("e1", "src/lib/date.ts", "  return d.getHours();",
                        "  return new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo' }).format(d);")
                + [{"role": "assistant", "content": summary},
                   {"role": "user", "content": "which node version does CI use?"},
                   {"role": "assistant", "content": "`node-version: 20` in .github/workflows/ci.yml:6."}])
    ref = honing.ground(sentence, messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "src/lib/price.ts" and ref.start_line <= 7 <= ref.end_line, ref
    session = tmp_path.parent / f"{tmp_path.name}.session.json"  # outside the project
    session.write_text(json.dumps(messages), encoding="utf-8")
    plan = resolve.plan(sentence, list(read_session(str(session)).turns))
    assert plan.reason.startswith("the one item of the numbered list in turn 1"), plan.reason
