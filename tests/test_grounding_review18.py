"""Defects a second review reproduced in the dev17/dev18 rounds (commits 40fe14b..acee23f),
each pinned here."""

from __future__ import annotations

from pathlib import Path

import honing
from honing.grounding import choices, mentions, outside, remaining, settled, vocab
from honing.grounding.items import _numbers_taken
from honing.sessions.model import Turn

from .test_grounding_dev5 import write

_ORDERS = ("def list_orders(page):\n    size = 20\n    return Order.objects.all()[page * size:(page + 1) * size]\n\n\n"
           "def sort_orders(rows):\n    return sorted(rows, key=lambda r: r.created)\n")


def test_hard_coded_fixed_and_a_condition_mark_no_item_done(tmp_path: Path) -> None:
    """"The page size is fixed at 20" is no done mark; "Once 2 is fixed, …" and 「等第 2 个改好了」
    are conditions: "the other one" stays unresolved."""
    assert vocab.first("The page size is fixed at 20", "done_mark") is None
    assert remaining._DONE_ITEM.match("第 1 个改好了：`Header.module.css` 第 3 行") is not None
    assert remaining._DONE_ITEM.match("Once 2 is fixed, the duplicate rows may go away too.") is None
    assert remaining._DONE_ITEM.match("等第 2 个改好了，重复的行可能也就没了") is None
    root = write(tmp_path, {"api/orders.py": _ORDERS})
    reply = ("Two things:\n\n1. **The page size is fixed at 20** in `api/orders.py:2`, so page 3 repeats rows.\n"
             "2. **`sort_orders` sorts by `created` only** (`api/orders.py:7`), ties come back in any order.\n\n"
             "Once 2 is fixed, the duplicate rows may go away too.")
    messages = [{"role": "user", "content": "the order list repeats rows on later pages"},
                {"role": "assistant", "content": reply}]
    assert not honing.ground("ok, fix the other one", messages, cwd=root).references[0].resolved


def test_two_causes_in_one_file_are_two_places_and_one_type_in_its_own_file_is_one() -> None:
    two = Turn(1, "q", "Two things in `shop/models.py` could produce that: `Cart.average` divides by the item count, "
                       "`Order.total` adds the discount twice. Could be either.")
    one = Turn(1, "q", "It comes from `Cart.average` (`shop/cart.py:6`): it divides by len(self.items).")
    assert len(settled._places(two)) >= 2 and len(settled._places(one)) == 1


def test_only_a_comprehension_frame_takes_its_callers_function() -> None:
    lam = ('  File "app/utils.py", line 12, in convert\n    return CONVERTERS[key](value)\n'
           '  File "app/utils.py", line 5, in <lambda>\n    "qty": lambda v: int(v),\n')
    assert [m.symbol for m in mentions.find(lam) if m.kind == "location"] == ["convert", "<lambda>"]


def test_words_that_no_longer_settle_fix_or_pick() -> None:
    """No tests in the repository is no outside cause; 「…を直すと…変わってしまう」 warns, it does
    not say where the fix goes; 「ページ 2 から」 is a page, not item 2; "recommend against" marks
    nothing."""
    assert not outside.finds_nothing("问题在 `utils/dates.py` 第 7 行。这个仓库里没有任何测试覆盖这个函数。")
    assert outside.finds_nothing("这个仓库里没有任何 ingress / k8s 配置。")
    assert vocab.first("`app/config.py` の `RETRIES` を直すと本番の設定まで変わってしまう", "fix_place") is None
    assert _numbers_taken("ページ 2 から先も空になってる") == set() and _numbers_taken("1から直して") == {1}
    marks = vocab.table()["recommendation_marks"]
    assert not choices._recommends("1. cache it in memory; the docs recommend against this", marks)
    assert choices._recommends("1. **おすすめ**: 固定の日時を渡す", marks)
    assert mentions._LINE_CJK.search("`app.yml` line 8") is not None
