"""What a review of the sixty-second round's later changes found: phrases and number patterns that fired on everyday
sentences, negations read as fixes outside the repository, and a fix request pinned on an unrelated edit."""

from __future__ import annotations

import pytest

from honing.grounding import items, vocab
from honing.grounding.candidates import _bounded
from honing.grounding.described import built_as_quoted
from honing.grounding.outside import fixed_outside
from honing.sessions.model import ToolCall, Turn


@pytest.mark.parametrize(("category", "text"), [
    ("relayed", "please fix the typos in the orders page header"),
    ("fix_outside", "インフラ側のリポジトリで管理されていないので、`deploy/nginx.conf` に追加しました"),
    ("not_from_here", "このリポジトリ側では修正しないといけない箇所があります"),
    ("not_from_here", "I can't fix it from the repo alone, I need the logs too"),
    ("page_skip", "page 1 is fine but the second page is empty"),
    ("too_soon", "ほぼ全部ミスってた"),
    ("broke", "你把这个改完以后跑一下测试"),
    ("restructure", "把地址字符串拆开成省市区"),
    ("refactor_named", "拆分后的文件放到 utils"),
])
def test_everyday_sentences_say_none_of_these(category: str, text: str) -> None:
    assert vocab.first(text, category) is None


@pytest.mark.parametrize(("category", "text"), [
    ("relayed", "QA: after pull to refresh the filter chip jumps back to All. fix pls"),
    ("relayed", 'Dana on the PR: "page=1 already returns the second page". can you fix that'),
    ("relayed", "sdk team says the Sunset header isn't an http-date and their parser throws on it. fix that"),
    ("not_from_here", "I can't change that from this repository."),
    ("page_skip", '"page=1 returns the second page of results"'),
    ("too_soon", "ログ見るとほぼ全部missなんだけど"),
    ("broke", "你第一次改完以后 最后一列是空的那种行会少一个字段"),
])
def test_the_sentences_they_were_written_for_still_say_them(category: str, text: str) -> None:
    assert vocab.first(text, category) is not None


def test_item_numbers_are_not_taken_from_counts_lines_or_versions() -> None:
    assert items._numbers_taken("リストの1,000件が表示されない") == set()
    assert items._numbers_taken("コメントの2、3行目") == set()
    assert items._numbers_taken("那 Python 3 呢？") == set()
    assert items._numbers_taken("2 呢？也一起改了吧") == {2}


def test_a_plain_fix_request_is_not_pinned_on_an_edit_that_shares_two_words() -> None:
    """"please fix the typos in the orders page header" after "add a CSV export button to the orders page toolbar" and
    its edit: no report is relayed nor quoted, so no edit is blamed (the engine ranks the turns as before)."""
    edit = ToolCall("Edit", '{"file_path": "src/Orders.tsx", "old_string": "<Toolbar>", "new_string": "<Toolbar>\\n<ExportButton />"}',
                    "ok", ("src/Orders.tsx",))
    turns = [_bounded(Turn(1, "add a CSV export button to the orders page toolbar", "Added it.", tools=(edit,)))]
    assert built_as_quoted("please fix the typos in the orders page header", turns, False) == []
    assert built_as_quoted("QA: the orders page export button downloads an empty file. fix pls", turns, False) == turns


def test_a_reply_that_added_what_was_missing_fixed_it_in_the_repository() -> None:
    assert not fixed_outside("バリデーションがありませんでした。`src/config.ts` に追加しました。")
