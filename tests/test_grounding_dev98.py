"""Grounding behaviours found on the ninety-eighth development set (bench/ground_cases_dev98: real-time, sync and
collaborative features), measured untouched at 6ef6e24a in the fifty-ninth round and developed on in the same round."""

from __future__ import annotations

import tomllib
from pathlib import Path

from honing.grounding import blocks, bounds, stale, vocab
from honing.grounding.places import Candidate, Vote
from honing.grounding.project import Project
from honing.grounding.prose import _prose, keywords
from honing.grounding.resolve import plan
from honing.sessions import read_session

from .test_grounding_dev45 import located, unresolved

_CASES = Path(__file__).resolve().parent.parent / "bench" / "ground_cases_dev98"

_PRESENCE = """export const ONLINE_TTL_MS = 30_000;
const ONLINE_TTL_S = ONLINE_TTL_MS / 1000;

export class PresenceTracker {
  private lastSeen = new Map<string, number>();

  isOnline(userId: string, now = Date.now()): boolean {
    const seen = this.lastSeen.get(userId);
    if (seen === undefined) return false;
    return now - seen < ONLINE_TTL_MS;
  }

  sweep(now = Date.now()): string[] {
    const nowS = Math.floor(now / 1000);
    for (const [userId, seen] of this.lastSeen) {
      if (nowS - seen >= ONLINE_TTL_S) {
        this.lastSeen.delete(userId);
      }
    }
    return [];
  }
}
"""


def _turns(prefix: str) -> tuple[str, list]:  # type: ignore[type-arg]
    case = next(_CASES.glob(f"{prefix}-*"))
    meta = tomllib.loads((case / "case.toml").read_text("utf-8"))
    return meta["sentence"], list(read_session(str(case / meta["transcript"])).turns)


def test_a_reader_the_edit_left_behind_is_where_it_broke(tmp_path: Path) -> None:
    """"since your presence change nobody shows up in the online list": the edit rewrote `if (now - seen >=
    ONLINE_TTL_MS)` as `if (nowS - seen >= ONLINE_TTL_S)` (seconds now), and `isOnline` still compares with every old
    name (dev98 a01). Without a sentence that blames the edit, or with two such readers, nothing leads."""
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "presence.ts").write_text(_PRESENCE, encoding="utf-8")
    project = Project(tmp_path)
    changes = [(4, "src/presence.ts", "      if (now - seen >= ONLINE_TTL_MS) {\n",
                "      const nowS = Math.floor(now / 1000);\n      if (nowS - seen >= ONLINE_TTL_S) {\n")]
    edit = Candidate("src/presence.ts", 13, 20, "sweep", [Vote(2.0, "written", 16, 4)])
    said = "since your presence change nobody shows up in the online list when you join a room"
    found = stale.left_behind(project, said, changes, [edit], 4)
    assert (found[0].symbol, found[0].focus, found[0].start_line) == ("isOnline", 10, 7)
    assert "`return now - seen < ONLINE_TTL_MS;`" in found[0].votes[0].reason
    assert stale.left_behind(project, "nobody shows up in the online list", changes, [edit], 4) == [edit]
    (tmp_path / "src" / "other.ts").write_text("export function f(now: number, seen: number) {\n"
                                                "  return now - seen > ONLINE_TTL_MS;\n}\n", encoding="utf-8")
    assert stale.left_behind(Project(tmp_path), said, changes, [edit], 4) == [edit]
    assert located("ground_cases_dev98", "a01")


def test_a_typescript_method_with_a_call_in_a_default_parameter_is_a_definition(tmp_path: Path) -> None:
    """`isOnline(userId: string, now = Date.now()): boolean {` opens a method: the parentheses of the default's call
    did not end its parameter list (dev98 a01 was placed on the whole class)."""
    (tmp_path / "presence.ts").write_text(_PRESENCE, encoding="utf-8")
    assert blocks.enclosing(Project(tmp_path), "presence.ts", 10) == (7, 11, "isOnline")


def test_an_annotation_written_over_several_lines_belongs_to_its_method(tmp_path: Path) -> None:
    """A Spring Data `@Query` with a text block over five lines is part of the repository method it annotates: the
    `where` line the reply named stays inside the place (dev98 a08)."""
    source = ('public interface FeedRepository {\n\n    @Query("""\n            select f from FeedItem f\n'
              '            where f.createdAt < :before\n            """)\n'
              '    List<FeedItem> findPage(@Param("before") Instant before);\n}\n')
    (tmp_path / "FeedRepository.java").write_text(source, encoding="utf-8")
    project = Project(tmp_path)
    assert blocks.with_annotations(project, "FeedRepository.java", 7) == 3
    # (a closing parenthesis that opens no annotation is no annotation)
    (tmp_path / "Plain.java").write_text("class A {\n    int f(\n        int x)\n    { return x; }\n}\n", encoding="utf-8")
    assert blocks.with_annotations(Project(tmp_path), "Plain.java", 4) == 4
    assert located("ground_cases_dev98", "a08")


def test_a_change_named_by_its_file_is_the_edit_that_wrote_in_that_file() -> None:
    """"since your presence change" after edits in history.ts (turn 2, whose request says "shows up twice") and
    presence.ts (turn 4, whose request never says "presence"): the edit that wrote in presence.ts (dev98 a01)."""
    sentence, turns = _turns("a01")
    assert plan(sentence, turns).candidates[0].turn == 4


def test_a_fix_the_user_reports_before_asking_a_question_takes_that_item_up() -> None:
    """"I fixed the duplicate one myself (cardAdded + cardCreated), can you check it's right?" reports item 2 done;
    "ok now the other one" is item 1 (dev98 a05)."""
    assert vocab.first("I fixed the duplicate one myself (cardAdded + cardCreated),", "done_mark") is not None
    assert vocab.first("I fixed the build and then myself looked", "done_mark") is None
    assert located("ground_cases_dev98", "a05")


def test_a_japanese_noun_before_its_verb_is_a_word_of_its_own() -> None:
    """「二重カウントやっつけよう」 says 二重カウント, the team's name for the bug the report pasted (dev98 b09)."""
    assert "二重カウント" in keywords("よし、じゃあ二重カウントやっつけよう")
    assert "ゾンビタイマー" in keywords("ゾンビタイマー退治して")


def test_replies_that_put_the_fix_elsewhere_or_cannot_choose_leave_it_unresolved() -> None:
    """dev98 a09 ("it isn't something this repo can fix": the ingress lives in another repository), b08 (「このリポジトリ側で
    変えるべきところはありません」: the iOS app's client) and b07 (「どちらか…ログがないと決められません」: two causes)."""
    assert vocab.first(_prose("That explains it completely, and it isn't something this repo can fix."), "nothing_to_fix")
    assert vocab.first("このリポジトリ側で変えるべきところはありません。", "nothing_to_fix")
    assert vocab.first("どちらか (または両方) かは、画面表示か、state 遷移のログがないと決められません。", "undecided")
    assert vocab.first("どちらかに決めて直しておきます。", "undecided") is None
    for prefix in ("a09", "b07", "b08"):
        assert unresolved("ground_cases_dev98", prefix), prefix


def test_a_setting_the_edit_renumbered_points_at_the_code_that_reads_it(tmp_path: Path) -> None:
    """"E_STALE_BID is still on literally every bid … after your change": the change raised `StaleAfterSeconds` from 3
    to 30, and the one line of code outside the edited file that reads it is
    `TimeSpan.FromMilliseconds(options.Value.StaleAfterSeconds)` (dev98 a10)."""
    (tmp_path / "Options").mkdir()
    (tmp_path / "Services").mkdir()
    (tmp_path / "Options" / "BiddingOptions.cs").write_text(
        "public class BiddingOptions\n{\n    public int StaleAfterSeconds { get; set; } = 30;\n}\n", encoding="utf-8")
    (tmp_path / "Services" / "BidService.cs").write_text(
        "public class BidService\n{\n    private readonly TimeSpan _maxBidAge;\n\n"
        "    public TimeSpan MaxAge()\n    {\n        return TimeSpan.FromMilliseconds(_options.StaleAfterSeconds);\n    }\n}\n",
        encoding="utf-8")
    project = Project(tmp_path)
    changes = [(1, "Options/BiddingOptions.cs", "    public int StaleAfterSeconds { get; set; } = 3;\n",
                "    public int StaleAfterSeconds { get; set; } = 30;\n")]
    edit = Candidate("Options/BiddingOptions.cs", 1, 4, "BiddingOptions", [Vote(2.0, "written", 3, 1)])
    said = "E_STALE_BID is still on literally every bid in staging after your change"
    found = stale.left_behind(project, said, changes, [edit], 1)
    assert (found[0].path, found[0].focus) == ("Services/BidService.cs", 7)
    assert "reads `StaleAfterSeconds`" in found[0].votes[0].reason
    # (a second reader: nothing leads)
    (tmp_path / "Services" / "Other.cs").write_text("class O { int x = o.StaleAfterSeconds; }\n", encoding="utf-8")
    assert stale.left_behind(Project(tmp_path), said, changes, [edit], 1) == [edit]
    assert located("ground_cases_dev98", "a10")


def test_a_new_file_counts_for_a_failing_test_by_its_lines_that_say_the_tests_words() -> None:
    """The colleague's "rejects reused refresh token" fails: the agent wrote src/auth/rotation.ts whole in turn 2,
    and its lines that say the test's words (refresh, token) are that edit's too (dev70 c02, a known miss until now);
    a new file whose lines say none (dev34 b04's CampaignProperties.kt) still counts for nothing."""
    assert located("ground_cases_dev70", "c02")
    assert located("ground_cases_dev34", "b04")


def test_a_reader_left_behind_is_searched_for_in_one_round_and_bounded(tmp_path: Path) -> None:
    """The review's counter-examples: fourteen rewritten lines search the project once (they used to spend the whole
    search budget, one round each, and decide on what was left); a replacement of hundreds of lines compares a bounded
    number of them; of `retries = 3, backoffMs = 100` → `… = 200`, the setting renumbered is `backoffMs`."""
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "a.ts").write_text("export function f(now: number, seen: number) {\n"
                                           "  return now - seen < TTL_MS_0;\n}\n", encoding="utf-8")
    project = Project(tmp_path)
    old = "".join(f"  if (now - seen >= TTL_MS_{i}) {{\n" for i in range(14))
    new = "".join(f"  if (nowS - seen >= TTL_S_{i}) {{\n" for i in range(14))
    edit = Candidate("src/b.ts", 1, 20, "sweep", [Vote(2.0, "written", 3, 1)])
    found = stale.left_behind(project, "since your change nobody shows up", [(1, "src/b.ts", old, new)], [edit], 1)
    assert project.rounds == 1 and project.stopped is None
    assert (found[0].path, found[0].focus) == ("src/a.ts", 2)
    many_old = "".join(f"  if (now - seen >= TTL_MS_{i}) {{\n" for i in range(800))
    many_new = "".join(f"  if (nowS - seen >= TTL_S_{i}) {{\n" for i in range(800))
    assert len(stale._rewritten(many_old, many_new)) <= stale._MOST_LINES
    assert stale._revalued("retries = 3, backoffMs = 100", "retries = 3, backoffMs = 200") == [
        ("backoffMs", "retries = 3, backoffMs = 200")]
    assert stale._SETTING.search("a" * 5000) is None


def test_a_comment_or_a_string_is_no_comparison_of_the_option(tmp_path: Path) -> None:
    """`if (i < n) return i + 1; // wrap back to the start` names `to` only in its comment: "the --to date is exclusive"
    proposes nothing there (the review's counter-example)."""
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "pager.ts").write_text("export function next(i: number, n: number) {\n"
                                               "  if (i < n) return i + 1; // wrap back to the start\n"
                                               "  log(\"to < from\");\n  return 0;\n}\n", encoding="utf-8")
    assert bounds.compared(Project(tmp_path), "the --to date is exclusive in the README, fix it") is None
