"""Grounding behaviours found on the ninety-ninth development set (bench/ground_cases_dev99, the everyday middle in
any stack), measured untouched at 3b0df9dc in the fifty-ninth round and developed on in the same round."""

from __future__ import annotations

from pathlib import Path

from honing.grounding import blocks, exercised, runs, vocab
from honing.grounding.places import Candidate, Vote
from honing.grounding.project import Project
from honing.sessions.model import Turn

from .test_grounding_dev45 import located


def test_a_hook_cleanup_blamed_for_lost_rows_is_the_refactor_that_wrote_the_offset() -> None:
    """"the newest 25 are just gone. pretty sure thats from your hook cleanup": the edit made for "usePagination is a
    mess … behaviour should stay exactly the same", and in it the hook, not the interfaces it declares (dev99 a02)."""
    said = "hm page 1 starts at order 1026 now, the newest 25 are just gone. pretty sure thats from your hook cleanup"
    assert vocab.first(said, "change_named") and vocab.first(said, "refactor_named") and vocab.first(said, "defect")
    assert vocab.first("usePagination is a mess, … behaviour should stay exactly the same", "restructure")
    assert vocab.first("the duplicates are gone now, thanks", "defect") is None
    assert located("ground_cases_dev99", "a02")


def test_a_typescript_interface_is_a_definition_of_its_own(tmp_path: Path) -> None:
    """Votes for the fields of `interface Pagination { … }` stay in that interface: they no longer pile up in one
    window with the constants and helpers at the top of the file (dev99 a02, dev97 c06)."""
    (tmp_path / "paging.ts").write_text("export interface Paging {\n  page: number;\n  offset: number;\n}\n\n"
                                        "const MAX = 100;\n\nexport function parsePaging(q: string): Paging {\n"
                                        "  return { page: 1, offset: 0 };\n}\n", encoding="utf-8")
    assert blocks.enclosing(Project(tmp_path), "paging.ts", 2) == (1, 4, "Paging")
    assert located("ground_cases_dev97", "c06")


def test_before_the_refactor_it_was_free_blames_the_refactor() -> None:
    """「リファクタ前は無料だったよね？」 says the refactor changed it (dev99 b02)."""
    assert vocab.first("ちょうど5000円のとき送料550円ついてるって。リファクタ前は無料だったよね？", "broke") is not None
    assert located("ground_cases_dev99", "b02")


def test_a_pasted_log_names_each_route_once() -> None:
    """A staging log with five `POST /api/login` lines and two `GET /api/me` lines no longer outweighs the reply's
    「原因は…`src/auth/sessions.js:26` の `issueSession()`」 (dev99 b04)."""
    assert located("ground_cases_dev99", "b04")


def test_a_file_the_user_fixed_himself_takes_its_item_up_even_when_the_agent_then_edits_it() -> None:
    """「size.rs はちょうど別件で触ってたから自分で直した。…テストだけ足しといて」 takes up the size.rs item although the
    agent's edit then adds tests there; 「もう一個のほう」 is the other item (dev99 b05)."""
    assert vocab.first("size.rs はちょうど別件で触ってたから自分で直した。", "done_mark") is not None
    assert vocab.first("I already did the p95 / 3 of 5 part myself, it's in alarms.tf.", "done_mark") is not None
    assert located("ground_cases_dev99", "b05")


def test_what_you_mentioned_after_a_detour_is_the_aside_the_reply_offered() -> None:
    """「あとさっき言ってたやつもお願い」 after 「その前にちょっと別件」 put off turn 4's 「それと、…気づいたことがあります。
    …1 日足す修正を入れましょうか？」; `night_minutes`, which 「深夜時間は正しく出ます」 clears, is not the place
    (dev99 b07)."""
    assert vocab.first("ありがと。あとさっき言ってたやつもお願い", "mentioned") is not None
    assert vocab.first("まじか。その前にちょっと別件、admin の社員一覧で", "postpone") is not None
    assert vocab.first("それと、`services.py` を読んでいて気づいたことがあります。", "left_alone") is not None
    assert vocab.first("深夜時間は正しく出ますが、", "exonerate") is not None
    assert located("ground_cases_dev99", "b07")


_TEST = """void main() {
  test('retries the same page after an error', () async {
    final api = FakeApi(failOn: 3);
    final c = FeedController(api);
    await c.loadMore();
    await c.loadMore();
    await c.loadMore();
    expect(api.pages, [1, 2, 2]);
  });
}
"""
_CONTROLLER = """class FeedController {
  FeedController(this._api);

  Future<void> loadMore() async {
    _page++;
  }

  Future<void> refresh() async {
    await loadMore();
  }
}
"""


def test_a_failing_test_the_reply_disowns_points_at_what_it_calls(tmp_path: Path) -> None:
    """「`retries the same page after an error` が 1 件失敗しています…今回の変更とは無関係」: the test, found in the project
    by its title, calls `loadMore` three times; that function leads the turn's `refresh` (dev99 b09)."""
    (tmp_path / "lib").mkdir()
    (tmp_path / "test").mkdir()
    (tmp_path / "lib" / "feed_controller.dart").write_text(_CONTROLLER, encoding="utf-8")
    (tmp_path / "test" / "feed_controller_test.dart").write_text(_TEST, encoding="utf-8")
    project = Project(tmp_path)
    refresh = Candidate("lib/feed_controller.dart", 8, 10, "refresh", [Vote(2.0, "named", 8, 1)])
    title = "retries the same page after an error"
    disowned = "`retries the same page after an error` が 1 件失敗しています。今回の変更とは無関係です。"
    found = exercised.called_by_test(project, [refresh], title, disowned)
    assert (found[0].symbol, found[0].start_line) == ("loadMore", 4)
    assert "calls `loadMore` 3 time(s)" in found[0].votes[0].reason
    # (a failure the reply does not disown is the edit's business)
    assert exercised.called_by_test(project, [refresh], title, "`retries the same page after an error` が失敗") == [refresh]
    turn = Turn(1, "pull-to-refresh を付けて", disowned, ())
    assert runs.reported_failing(turn, "最初に落ちてた retries the same page のテスト、あれ直して") == title
    assert located("ground_cases_dev99", "b09")


def test_a_nickname_with_an_honorific_names_the_turn_that_gave_it() -> None:
    """「お掃除のほう直しといて」 after 「prune_old のとこ、うちのチームでは「お掃除」って呼んでる」 put off in turn 3
    (dev99 b10)."""
    assert located("ground_cases_dev99", "b10")


def test_the_function_a_test_calls_most_must_be_defined_once(tmp_path: Path) -> None:
    """The review's counter-example: the test calls `save` four times, defined in two files, and `loadMore` once; no
    function leads (it used to claim `loadMore` was called "more than any other")."""
    (tmp_path / "lib").mkdir()
    (tmp_path / "test").mkdir()
    (tmp_path / "lib" / "a.dart").write_text("void save() {\n}\n\nvoid loadMore() {\n}\n", encoding="utf-8")
    (tmp_path / "lib" / "b.dart").write_text("void save() {\n}\n", encoding="utf-8")
    (tmp_path / "test" / "a_test.dart").write_text(
        "void main() {\n  test('saves four times then loads', () {\n    save();\n    save();\n    save();\n    save();\n"
        "    loadMore();\n  });\n}\n", encoding="utf-8")
    other = Candidate("lib/a.dart", 1, 2, "save", [Vote(2.0, "named", 1, 1)])
    said = "`saves four times then loads` fails. It is unrelated to this change."
    assert vocab.first(said, "unrelated_to_edit") is not None
    assert exercised.called_by_test(Project(tmp_path), [other], "saves four times then loads", said) == [other]
