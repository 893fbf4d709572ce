"""Grounding behaviours found on the sixth development set (bench/ground_cases_dev6): each
test is the smallest session that shows one of them."""

from __future__ import annotations

from pathlib import Path

import pytest

import honing

from .test_grounding_dev5 import session, write

CONTROLLER = ("class StripeController < ApplicationController\n  def create\n    payload = request.body.read\n"
              "    event = Stripe::Webhook.construct_event(payload, request.headers['Stripe-Signature'], SECRET)\n"
              "    head :ok\n  rescue Stripe::SignatureVerificationError\n    head :bad_request\n  end\nend\n")


@pytest.mark.parametrize("settled", [
    "That's it: the endpoint got a new signing secret. Nothing in the repo needs to change; set the new "
    "secret in the Heroku config.",
    "原因は Stripe 側で作り直されたエンドポイントの新しいシークレットです。こちらのリポジトリで直すところはありません。",
    "原因是 Stripe 那边重建了 endpoint，签名密钥换了。所以这件事代码里没有要改的，需要在 Heroku 上更新配置。",
])
def test_a_conclusion_outside_the_project_settles_the_thread_it_ends(tmp_path: Path, settled: str) -> None:
    """The agent first looked at the code and placed nothing, then concluded, in its own
    words, that the cause is outside the repository (a rotated secret, an outage): the
    report is settled, the code it read on the way is no referent."""
    root = write(tmp_path, {"app/controllers/webhooks/stripe_controller.rb": CONTROLLER})
    messages = session(
        ("stripe webhooks all fail with 400 since yesterday: No signatures found matching the expected signature",
         "The code path looks fine: `StripeController#create` in app/controllers/webhooks/stripe_controller.rb "
         "reads the raw body and verifies with the configured secret. Did anyone change the endpoint?"),
        ("会不会是 secret 配错了？ / maybe dana recreated the endpoint yesterday", settled),
    )
    ref = honing.ground("k fix it", messages, cwd=root).references[0]
    assert not ref.resolved
    assert "nothing in the project to change" in ref.reason


def test_a_cause_placed_in_the_project_keeps_the_turn(tmp_path: Path) -> None:
    """'Nothing else needs to change' beside a cause named in a file of the project is no
    conclusion that the project is fine."""
    root = write(tmp_path, {"app/controllers/webhooks/stripe_controller.rb": CONTROLLER})
    messages = session(
        ("stripe webhooks all fail with 400 since yesterday",
         "The cause is in app/controllers/webhooks/stripe_controller.rb: `create` verifies with SECRET, a "
         "constant, not the configured secret. No code change is needed anywhere else."),
    )
    ref = honing.ground("k fix it", messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "app/controllers/webhooks/stripe_controller.rb"


def test_a_new_report_after_the_settled_one_is_still_found(tmp_path: Path) -> None:
    root = write(tmp_path, {"app/controllers/webhooks/stripe_controller.rb": CONTROLLER,
                            "app/models/deposit.rb": "class Deposit\n  def paid?\n    status == 'pad'\n  end\nend\n"})
    messages = session(
        ("stripe webhooks fail with 400", "A rotated secret at Stripe. Nothing in the repo needs to change."),
        ("deposits still show unpaid even for old events, there's a bug somewhere",
         "`Deposit#paid?` in app/models/deposit.rb compares with 'pad', a typo: that is the bug."),
    )
    ref = honing.ground("k fix it", messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "app/models/deposit.rb"


ROUTERS = {
    "app/routers/invoices.py": "def get_invoice(invoice_id, db):\n    inv = db.get(Invoice, invoice_id)\n"
                               "    if inv is None:\n        raise HTTPException(404)\n    return inv\n",
    "app/routers/credit_notes.py": "def get_credit_note(note_id, db):\n    note = db.get(CreditNote, note_id)\n"
                                   "    return serialize_credit_note(note)\n",
}


def _edit_session() -> list[dict]:
    """The agent edits invoices.py (an Edit tool call), then reports the same defect in a
    file it left alone."""
    return [
        {"role": "user", "content": "GET /invoices/999 gives a 500 instead of a 404"},
        {"role": "assistant", "content": None, "tool_calls": [{"id": "e1", "type": "function", "function": {
            "name": "Edit", "arguments": '{"file_path": "app/routers/invoices.py", "old_string": '
                                         '"    return inv", "new_string": "    if inv is None:\\n        raise '
                                         'HTTPException(404)\\n    return inv"}'}}]},
        {"role": "tool", "tool_call_id": "e1", "content": "ok"},
        {"role": "assistant", "content": "Fixed: `get_invoice` in app/routers/invoices.py now raises a 404.\n"
                                         "`get_credit_note` in app/routers/credit_notes.py has the same bug: it passes "
                                         "`note` on unchecked, so a deleted id will 500 the same way. I left it alone."},
    ]


@pytest.mark.parametrize("sentence", ["same thing for the other endpoint", "あ、それもついでに", "同样的问题，顺手改了"])
def test_the_place_the_agent_left_with_the_same_defect(tmp_path: Path, sentence: str) -> None:
    root = write(tmp_path, ROUTERS)
    result = honing.ground(sentence, _edit_session(), cwd=root)
    ref = result.references[0]
    assert ref.resolved and ref.path == "app/routers/credit_notes.py", ref
    target = next(i.text for i in result.items if i.label == "Target")
    assert "same bug" in target and "Fixed:" not in target, target

