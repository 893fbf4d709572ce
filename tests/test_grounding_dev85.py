"""Grounding behaviours found on the eighty-fifth development set (bench/ground_cases_dev85: APIs and their
contracts), measured untouched at ff86c939 in the fifty-fourth round."""

from __future__ import annotations

import json

from honing.grounding import vocab
from honing.grounding.built import _names, built_by_one_edit
from honing.sessions.model import ToolCall, Turn

from .test_grounding_dev45 import located


def test_a_check_that_covers_one_side_only_is_a_finding() -> None:
    """「下限（と数値でない場合）しか見ていないので、page_size=5000 もそのまま通って」 reports a defect: 「さっきの上限の
    やつ、直しといて」 is that answer's line (dev85 b09). A user's own 「…しか見てない」 is no report (dev54 b10)."""
    assert vocab.first("`users.go:65` の `if err != nil || pageSize <= 0` で下限しか見ていないので", "defect")
    assert not vocab.first("ログしか見てないけど、たぶん同じ", "defect")
    assert located("ground_cases_dev85", "b09")
    assert located("ground_cases_dev54", "b10")


def test_what_a_fix_need_not_redo_is_no_nothing_to_fix() -> None:
    """「エンベロープまで作り直す必要はありませんでした」 says what the fix need not rebuild, not that nothing is to be fixed
    (dev85 b03); 「コードを直す必要はありません」 still says so."""
    assert not vocab.first("署名を毎回やり直したかったのですが、エンベロープまで作り直す必要はありませんでした。", "nothing_to_fix")
    assert vocab.first("コードを直す必要はありません。", "nothing_to_fix")


def _edit(index: int, user: str, path: str, old: str, new: str) -> Turn:
    call = ToolCall("Edit", json.dumps({"file_path": path, "old_string": old, "new_string": new}), "ok", (path,))
    return Turn(index, user, "Done.", (call,))


def test_a_defect_in_what_one_edit_built_is_named_by_its_name() -> None:
    """"the Sunset header isn't an http-date" after the turn whose edit wrote the Sunset line: those lines (dev85 c08,
    c09); not when two edits introduced the name, when a changelog only retells it, nor for a word that opens a
    sentence ("Fix")."""
    turns = [_edit(1, "add Deprecation and Sunset headers to v1", "app/deprecation.rb", "def add_headers\n",
                   "def add_headers\n  response.headers['Sunset'] = SUNSET_DATE.iso8601\n"),
             _edit(2, "bump the version", "CHANGELOG.md", "## 1.2\n", "## 1.3\n- Sunset header on v1\n")]
    cleared = {1: frozenset(), 2: frozenset()}
    made = built_by_one_edit("sdk team says the Sunset header isn't an http-date and their parser throws", turns, set(), cleared)
    assert made is not None and made.turn == 1
    assert [s.mention.value for s in made.sources] == ["response.headers['Sunset'] = SUNSET_DATE.iso8601"]
    # (no defect reported, or a name a second edit introduced too)
    assert built_by_one_edit("add a Sunset header to v2 as well", turns, set(), cleared) is None
    again = [*turns, _edit(3, "and on v2", "app/v2.rb", "def h\n", "def h\n  response.headers['Sunset'] = V2_DATE.iso8601\n")]
    assert built_by_one_edit("the Sunset header is broken", again, set(), {**cleared, 3: frozenset()}) is None
    assert _names("Fix the Sunset thing. Then deploy") == {"Sunset"}
    assert _names("ActiveJob::DeserializationError: Couldn't find Appointment with 'id'=9\nfix it") == set()
    assert located("ground_cases_dev85", "c08")
    assert located("ground_cases_dev85", "c09")
