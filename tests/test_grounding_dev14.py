"""Grounding behaviours found on the fourteenth development set (bench/ground_cases_dev14)."""

from __future__ import annotations

import json
from pathlib import Path

import honing
from honing.grounding.locate import block_end

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
