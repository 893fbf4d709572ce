"""Grounding behaviours found on the seventy-seventh development set (bench/ground_cases_dev77: search,
lists, feeds and caching), measured untouched at the start of the fifty-second round."""

from __future__ import annotations

from honing.grounding import vocab
from honing.grounding.outside import fixed_outside

from .test_grounding_dev45 import located, unresolved


def test_a_fix_the_reply_places_outside_the_repository_in_more_words() -> None:
    """"That lives in the backend, not in this Flutter repo", 「ここからは直せません」 (after 「リポジトリには Cloudflare
    の設定は何もない」) and 「我这边没有线上权限」 (after 「代码这边看下来是对的」) put the fix outside the project: the
    sentence that follows asks for what the session cannot do (dev77 a07, c06)."""
    assert vocab.first("That lives in the backend, not in this Flutter repo.", "fix_outside")
    assert vocab.first("リポジトリには Cloudflare の設定は何もないので、ここからは直せません。", "fix_outside")
    assert vocab.first("这一步我这边没有线上权限，需要你或者运维执行。", "fix_outside")
    assert fixed_outside("代码这边看下来是对的。线上的索引设置没同步，这一步我这边没有线上权限，需要你或者运维执行。")
    # (not a reply that fixed the code and only cannot check it in production)
    assert not vocab.first("已经改好了。我这边没有生产环境权限，没法直接验证。", "fix_outside")
    assert not vocab.first("The fix is in `search_api.dart`, not in the widget.", "fix_outside")
    assert unresolved("ground_cases_dev77", "a07")
    assert unresolved("ground_cases_dev77", "c06")


def test_a_cache_still_old_is_a_defect() -> None:
    """「一覧が古いままって編集部から。… evict 効いてなくない？」 reports a defect, not a question of design."""
    assert vocab.first("トップの一覧が古いままって編集部から", "defect")
    assert vocab.first("OutputCache の evict 効いてなくない？", "defect")
    assert not vocab.first("キャッシュが効いて速くなった", "defect")


def test_a_topic_put_off_and_taken_up_after_all() -> None:
    """「还有一个相关的点要提一下：`CreatePost` 只失效了作者自己的 timeline…这个要不要一起改？」 sets the followers'
    timelines aside; 「粉丝那个先不管」 puts them off, and 「粉丝那个还是改了吧」 takes them up after all: the
    `Invalidate` call in `CreatePost` (dev77 c02)."""
    assert vocab.first("还有一个相关的点要提一下：`CreatePost` 只失效了作者自己的 timeline", "left_alone")
    assert vocab.first("粉丝那个还是改了吧 运营又来投诉了", "resume")
    assert not vocab.first("还是不行", "resume")
    assert located("ground_cases_dev77", "c02")
