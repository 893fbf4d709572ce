"""Grounding behaviours found on the hundred-and-sixth development set (bench/ground_cases_dev106, the everyday middle
in any stack), measured untouched at 1090d697 and again after the changes dev105 informed (19 of 30 both times), then
developed on in the sixty-second round."""

from __future__ import annotations

import json

from honing.grounding import vocab
from honing.grounding.outside import fixed_outside
from honing.grounding.rewritten import changed_on_the_way
from honing.grounding.stale import _resuffixed
from honing.grounding.worked import _quotes_any, _worked
from honing.sessions.model import ToolCall

from .test_grounding_dev45 import located, unresolved


def test_a_fix_that_lives_outside_the_repository_leaves_the_request_unresolved() -> None:
    """A Render dashboard's env var ("The fix is in that env var (copy web's value), not in the code", a08), an API
    server in another repository (「これはフロント側では直せないエラーです」, b08) and a CI secret (「我这边没有权限看 secret 的值，
    也改不了」, c08): three guesses before, each answered "unresolved" now."""
    assert fixed_outside("The fix is in that env var (copy web's value), not in the code. I can't reach the dashboard.")
    assert not fixed_outside("The fix is in `config.py:12`: read the port from the env var.")
    assert vocab.first("このリポジトリの中には該当する設定はありません。", "fix_outside") is not None
    assert vocab.first("我这边没有权限看 secret 的值，也改不了。", "fix_outside") is not None
    for case in ("a08", "b08", "c08"):
        assert unresolved("ground_cases_dev106", case), case


def test_a_failing_test_named_after_the_domain_leads_to_the_edit_that_says_its_condition() -> None:
    """test_coupon_is_valid_through_its_expiry_day after the agent flattened `CouponService::validate()`: "expiry" by its
    stem says `$coupon->expires_at`, and `Coupon`, the model's name that begins CouponService.php too, names no one place
    (a06); Ruby's `CouponTest#test_usable_on_the_expiry_day` names its class, and the `>=` the extraction wrote in place
    of `>` is the line (b05)."""
    assert changed_on_the_way(["@errors << :expired if @coupon.expires_on && @today >= @coupon.expires_on"],
                              ["return false if expires_on && at.to_date > expires_on"])
    assert located("ground_cases_dev106", "a06")
    assert located("ground_cases_dev106", "b05")


def test_a_fix_asked_with_no_defect_in_the_window_goes_to_the_edit_its_words_asked_for() -> None:
    """「Dana on the PR: "page=1 already returns the second page …". can you fix that」 after "add GET /api/orders?… page
    is 1-based" and a side question: the paging the agent wrote (a07); "QA: after pull to refresh the filter chip jumps
    back to All. fix pls" after the agent wrote `refresh()`: the state reset in it (dev105 a09)."""
    assert located("ground_cases_dev106", "a07")
    assert located("ground_cases_dev105", "a09")


def test_a_nickname_the_user_gave_names_the_report_before_it() -> None:
    """"ok let's call that the cents bug, park it" names turn 1's report, and what the fix would use (`cents_to_str`) is
    not the place (a10)."""
    found = vocab.find_all("ok let's call that the cents bug, park it for a sec.", "nickname")
    assert [m.group("given") for m in found] == ["cents bug"]
    assert located("ground_cases_dev106", "a10")


def test_the_other_one_after_the_user_fixed_one_by_its_name() -> None:
    """「Adapterの方は自分で直した」 takes `CartAdapter`'s item (b03); 「N+1 那个我自己改了，你看下对不对」 takes the **N+1** item, and
    a later export action that only calls `applyFilters` does not take the other (c06)."""
    assert vocab.first("N+1 那个我自己改了，你看下对不对", "done_mark") is not None
    assert located("ground_cases_dev106", "b03")
    assert located("ground_cases_dev106", "c06")


def test_what_the_code_used_to_do_blames_the_edit_that_dropped_it() -> None:
    """「数量是1的时候点减号没反应了，以前会直接从购物车删掉的」: the decrement line the edit wrote in place of `this.remove(id)`,
    not the helper written above it (c09)."""
    assert vocab.first("以前会直接从购物车删掉的", "broke") is not None
    assert vocab.first("我以前会直接删掉的", "broke") is None
    assert located("ground_cases_dev106", "c09")


def test_a_pattern_still_matching_the_old_double_extension() -> None:
    """`erp-$STAMP.tar.gz` written as `.tar.zst`, and the sentence names `.tar.zst`: cleanup.sh's `'erp-*.tar.gz'` (c10)."""
    old, new = 'ARCHIVE="$BACKUP_DIR/erp-$STAMP.tar.gz"\n', 'ARCHIVE="$BACKUP_DIR/erp-$STAMP.tar.zst"\n'
    assert _resuffixed(old, new) == [(".tar.gz", new.strip())]
    assert located("ground_cases_dev106", "c10")


def _edit(old: str, new: str) -> ToolCall:
    return ToolCall("Edit", json.dumps({"file_path": "a.kt", "old_string": old, "new_string": new}), "ok", ("a.kt",))


def test_an_edit_worked_on_the_lines_it_wrote_around_not_on_the_anchor_it_wrote_beside() -> None:
    """A new `clearCart()` written above `fun addItem(…) = updateItems {` works on nothing of `updateItems` (dev103
    c05 lost, then kept); a guard before `PointLedger.create!(` and a rescue after it work on that call (dev37 b10); a
    new line that only calls `applyFilters` takes up no item that quotes it (c06), while a line rewritten around the call
    does."""
    above = _edit("fun addItem(item: CartItem) = updateItems { items ->",
                  "fun clearCart() {\n_state.value = CartState()\n}\nfun addItem(item: CartItem) = updateItems { items ->")
    assert "fun addItem(item: CartItem) = updateItems { items ->" not in _worked(above)
    around = _edit("PointLedger.create!(\nuser: @order.user,",
                   "return nil if PointLedger.exists?(order: @order)\nPointLedger.create!(\nuser: @order.user,\nrescue ActiveRecord::RecordNotUnique")
    assert "PointLedger.create!(" in _worked(around)
    item = "**不准** `applyFilters` 里 `whereBetween('created_at', [from, to])`"
    assert not _quotes_any(item, ["$query = $this->applyFilters($request, Order::query());"])
    assert _quotes_any(item, ["if (err := applyFilters(q)); err != nil {"], removed=["applyFilters(q)"])
