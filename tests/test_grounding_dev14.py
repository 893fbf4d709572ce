"""Grounding behaviours found on the fourteenth development set (bench/ground_cases_dev14)."""

from __future__ import annotations

import json
from pathlib import Path

import honing
from honing.grounding import resolve
from honing.grounding.locate import block_end
from honing.sessions import read_session

from .test_grounding_dev5 import write

_LEDGER = ("class PointsLedger {\n    fun redeem(id: String, points: Int) {\n"
           "        if (points > balance(id)) throw InsufficientPointsException()\n    }\n\n"
           "    private fun isActive(entry: LedgerEntry, on: LocalDate): Boolean =\n"
           "        entry.expiresOn == null || !entry.expiresOn.isBefore(on)\n\n"
           "    fun balance(id: String): Int {\n        return entries.filter { isActive(it, today()) }.sumOf { it.points }\n"
           "    }\n}\n")


def _edit(call_id: str, path: str, old: str, new: str) -> list[dict[str, object]]:
    args = json.dumps({"file_path": path, "old_string": old, "new_string": new})
    return [{"role": "assistant", "content": None,
             "tool_calls": [{"id": call_id, "type": "function", "function": {"name": "Edit", "arguments": args}}]},
            {"role": "tool", "tool_call_id": call_id, "content": "ok"}]


def test_an_expression_body_belongs_to_its_function() -> None:
    """Kotlin's `fun f(…): T =` and C#'s `=>` put the body on the lines below, deeper than
    the head: the function runs over them (it used to end on its own first line)."""
    lines = _LEDGER.split("\n")
    assert block_end(lines, 6, "braces") == 7
    assert block_end(["int Twice(int x) =>", "    x * 2;", "", "int Next() { return 1; }"], 1, "braces") == 2
    assert block_end(["let total = 0;", "for (;;) {"], 1, "braces") == 1


def test_a_thing_put_off_by_name_is_taken_up_again_by_that_name(tmp_path: Path) -> None:
    """"leave the expiry thing for now" kept the expiry defect's names out; "go ahead with
    the expiry fix" names it again: the deferral is lifted, and the later turn that quotes
    `PointsLedger.isActive` places it (an expression-bodied function, found whole) (dev14 a08)."""
    root = write(tmp_path, {"src/PointsLedger.kt": _LEDGER})
    aside = ("Redeeming too much now gives 409. Something I noticed in passing: `PointsLedger.isActive` uses "
             "`!entry.expiresOn.isBefore(on)`, so points still count on their expiry day, which looks wrong; I "
             "haven't touched it.")
    messages = ([{"role": "user", "content": "redeeming more than the balance gives a 500, should be 409"}]
                + _edit("e1", "src/PointsLedger.kt", "        if (points > balance(id)) error()",
                        "        if (points > balance(id)) throw InsufficientPointsException()")
                + [{"role": "assistant", "content": aside},
                   {"role": "user", "content": "leave the expiry thing for now, I need to ask product"},
                   {"role": "assistant", "content": "Sure."},
                   {"role": "user", "content": "product says expiring points can NOT be used on the day. code or comment?"},
                   {"role": "assistant", "content": "The code: `PointsLedger.isActive` is\n\n```kotlin\n"
                                                    "entry.expiresOn == null || !entry.expiresOn.isBefore(on)\n```\n\n"
                                                    "which is true on the day itself, so `balance` counts them. "
                                                    "It should be `entry.expiresOn.isAfter(on)`."}])
    ref = honing.ground("ok go ahead with the expiry fix", messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "src/PointsLedger.kt" and ref.start_line <= 7 <= ref.end_line, ref


_BUSINESS_DAYS = ("module BusinessDays\n  # The last business day of +date+'s month.\n  def self.end_of_month(date)\n"
                  "    roll_back(Date.new(date.year, date.month, -1))\n  end\n\n  def self.roll_back(date)\n"
                  "    date -= 1 while date.saturday? || date.sunday?\n    date\n  end\nend\n")
_SUBSCRIPTION_RB = ("class Subscription\n  def next_renewal_after(date)\n"
                    "    BusinessDays.end_of_month(date >> 1)\n  end\nend\n")


def test_a_spec_file_named_failing_now_points_at_the_agents_edit(tmp_path: Path) -> None:
    """"subscription_spec の renews on the last day of the month が落ちてる": the spec file
    and its example's words (month), failing in CI after the agent changed a shared helper
    for invoices; no turn showed that spec. The helper's new lines are the place (dev14 b07)."""
    root = write(tmp_path, {"lib/business_days.rb": _BUSINESS_DAYS, "app/models/subscription.rb": _SUBSCRIPTION_RB})
    patch = ("*** Begin Patch\n*** Update File: lib/business_days.rb\n@@\n-  def self.end_of_month(date)\n"
             "-    Date.new(date.year, date.month, -1)\n+  # The last business day of +date+'s month.\n"
             "+  def self.end_of_month(date)\n+    roll_back(Date.new(date.year, date.month, -1))\n*** End Patch\n")
    for sentence in ("CI で subscription_spec の renews on the last day of the month が落ちてる。直して",
                     "CI 上 subscription_spec 的 renews on the last day of the month 挂了，修一下",
                     "subscription_spec 'renews on the last day of the month' fails in CI now, fix it"):
        messages = [{"role": "user", "content": "invoice due dates at month end should move to the previous business day"},
                    {"role": "assistant", "content": None, "tool_calls": [{"id": "p1", "type": "function", "function": {
                        "name": "apply_patch", "arguments": json.dumps({"input": patch})}}]},
                    {"role": "tool", "tool_call_id": "p1", "content": "Done!"},
                    {"role": "assistant", "content": "`BusinessDays.end_of_month` now returns the last business day; "
                                                     "invoice_spec: 4 examples, 0 failures."},
                    {"role": "user", "content": "until when does holiday_jp have data?"},
                    {"role": "assistant", "content": "Until 2050."}]
        ref = honing.ground(sentence, messages, cwd=root).references[0]
        assert ref.resolved and ref.path == "lib/business_days.rb" and ref.start_line <= 4 <= ref.end_line, (sentence,
                                                                                                              ref)
        session = tmp_path.parent / f"{tmp_path.name}.session.json"  # outside the project
        session.write_text(json.dumps(messages), encoding="utf-8")
        plan = resolve.plan(sentence, list(read_session(str(session)).turns))
        assert plan.reason.startswith("`subscription_spec` fails now"), plan.reason
