"""Grounding behaviours found on the hundred-and-twelfth development set (bench/ground_cases_dev112, the everyday
middle in any stack), measured untouched at 0c6a0ea5 (17 of 30), then developed on in the sixty-fourth round."""

from __future__ import annotations

from honing.grounding import vocab
from honing.grounding.emphasis import emphasis
from honing.grounding.items import list_item, ordinal
from honing.grounding.named import change_words

from .test_grounding_dev45 import located, unresolved


def test_the_messenger_and_the_actual_problem() -> None:
    """"DQ-07 is only the messenger (`etl/dq.py:19`, …). The actual problem is in `weekly_refunds`
    (`etl/transform.py:19`)": the place after the cause, not the check that reports it (a08)."""
    reply = "DQ-07 is only the messenger (`etl/dq.py:19`, it flags any row). The actual problem is in `weekly_refunds`."
    assert emphasis(reply, reply.index("`etl/dq.py:19`"), True) < emphasis(reply, reply.index("`weekly_refunds`"), True)
    assert vocab.first("the real bug is at the merge", "cause_at") is not None
    assert vocab.first("it just flags it", "symptom_at") is not None
    assert located("ground_cases_dev112", "a08")


def test_an_item_by_its_bare_number_in_a_quoted_list() -> None:
    """「2番もやっぱ直して」 after a review pasted as a quote, "> 1. …\\n> 2. …\\n> 3. …", of which the agent did 1 and 3:
    item 2 (Prune's `files[cfg.Keep+1:]`, b03). 番線 and 番地 are no items."""
    assert ordinal("2番もやっぱ直して") == 2 and ordinal("２番お願い") == 2
    assert ordinal("2番線に停車中") is None and ordinal("12番") is None
    text = "PRにレビュー来た\n\n> 1. 日単位ほしい\n> 2. keep=7 なのに 8個残ってない？\n> 3. エラーにパス"
    span = list_item(text, 2, quoted=True)  # (a user's list; a reply's quoted draft is read as it stands)
    assert list_item(text, 2) is None and span is not None and text[span[0]:span[1]].startswith("> 2. keep=7")
    assert located("ground_cases_dev112", "b03")
    assert unresolved("ground_cases_dev61", "c04")  # (a status message the agent drafts as a quote is no list to pick from)


def test_an_aside_put_off_by_before_that() -> None:
    """「ついでに気付いた点です: … `/ 100` が抜けていると思うので、よければ直します」 then 「あ、その前に、…最小1にして」:
    the aside put off, taken up by 「最初に言ってた割引のやつお願い」 (b09). The proposal table keeps 修正案 beside the new
    phrase; the agent's 「…マイナスになります」 of a fix it made is no new report (dev53 b05)."""
    assert vocab.first("修正案: `+ 1` を消す", "proposal") is not None
    assert vocab.first("あ、その前に、- ボタンで0とかマイナスにできちゃうよね？", "put_off") is not None
    assert vocab.first("テストの前に型チェックして", "put_off") is None
    assert vocab.first("ついでに気付いた点です: `discount` が…", "left_alone") is not None
    assert vocab.first("`/ 100` が抜けていると思うので、よければ直します。", "proposal") is not None
    assert located("ground_cases_dev112", "b09")
    assert located("ground_cases_dev53", "b05") and located("ground_cases_dev44", "b07")


def test_the_addition_named_by_what_it_is() -> None:
    """「你加的那个重试是不是有问题」: the agent's retry change (RetryPolicy's delay in seconds read as milliseconds), not
    an item of a list the sentence's words happen to say (c06)."""
    assert change_words("2.3.1 灰度了，服务端那边说 429 了。你加的那个重试是不是有问题") == {"重试"}
    assert change_words("我加的那个重试有问题") == set()
    assert change_words("是不是你加上限那次改坏的") == {"上限"}
    assert located("ground_cases_dev112", "c06")
