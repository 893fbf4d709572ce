"""Grounding behaviours found on the ninety-seventh development set (bench/ground_cases_dev97, the everyday middle
in any stack), measured untouched at 57b81133 in the fifty-eighth round and developed on in the fifty-ninth."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from honing.grounding import bounds, codes, mentions, vocab
from honing.grounding.places import named_by_sentence
from honing.grounding.project import Project
from honing.grounding.titles import failed_titles

from .test_grounding_dev45 import located, unresolved

_FILTER = """/// A time range with optional ends. `from` is inclusive, `until` exclusive.
pub struct Range {
    from: Option<i64>,
    until: Option<i64>,
}

impl Range {
    pub fn contains(&self, ts: i64) -> bool {
        let after_start = self.from.map_or(true, |from| ts >= from);
        let before_end = self.until.map_or(true, |until| ts <= until);
        after_start && before_end
    }

    pub fn is_empty(&self) -> bool {
        matches!((self.from, self.until), (Some(f), Some(u)) if f >= u)
    }
}
"""


def _filter_project(tmp_path: Path) -> Project:
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "filter.rs").write_text(_FILTER, encoding="utf-8")
    (tmp_path / "src" / "main.rs").write_text("fn main() {\n    // --until is exclusive: ts < until\n    let until = 3;\n}\n",
                                                encoding="utf-8")
    return Project(tmp_path)


def test_an_options_boundary_said_wrong_is_the_comparison_that_uses_it(tmp_path: Path) -> None:
    """"`--until 10:00` still prints the 10:00:00 lines, README says until is exclusive": of the two lines of code that
    compare with `until`, the one where the name itself stands beside the comparison (dev97 a09, c08)."""
    project = _filter_project(tmp_path)
    place = bounds.compared(project, 'Marek: "`--until 10:00` still prints the 10:00:00 lines, README says until is exclusive"')
    assert place is not None
    assert (place.path, place.start_line, place.end_line, place.symbol, place.focus) == ("src/filter.rs", 8, 12, "contains", 10)
    assert "`--until`" in place.votes[0].reason
    # (the same in Chinese; a comment that shows a comparison is no code)
    assert bounds.compared(project, "同事说 --until 现在把边界那一秒的日志也带出来了，以前是不包含的啊") is not None
    # (no word of a boundary, or two options: nothing is proposed)
    assert bounds.compared(project, "`--until 10:00` prints nothing at all") is None
    assert bounds.compared(project, "--from and --until are both off by one") is None
    # (an option no comparison uses)
    assert bounds.compared(project, "--limit is exclusive in the README") is None


def test_a_boundary_complaint_is_located_whatever_the_history_discussed() -> None:
    """dev97 a09: the session never opened filter.rs (a side question about chrono describes a soundness issue);
    dev97 c08: the refactor that wrote filter.rs made --until inclusive, and the last edit was in cli.rs."""
    assert located("ground_cases_dev97", "a09")
    assert located("ground_cases_dev97", "c08")


def test_a_test_named_in_prose_by_its_kind_is_a_failing_test() -> None:
    """"the goldTierNeverRoundsUp test I pushed is red on CI" names a test the transcript never showed (dev97 a04)."""
    found = named_by_sentence("the goldTierNeverRoundsUp test I pushed is red on CI. fix the code, the test is right")
    assert [(s.mention.kind, s.mention.value) for s in found] == [("test", "goldTierNeverRoundsUp")]
    assert [s.mention.value for s in named_by_sentence("parse_empty_line 这个用例挂了")] == ["parse_empty_line"]
    # (only when a run failed; a name in prose is no symbol the sentence writes as one)
    assert named_by_sentence("the goldTierNeverRoundsUp test passes now") == ()
    assert located("ground_cases_dev97", "a04")


def test_a_title_set_off_by_the_script_around_it_is_a_failing_tests_title() -> None:
    """「CI 红了，page=1 returns the first users 那个 case 挂了」 quotes a title with no quotes: the Latin words between
    Chinese ones (dev97 c06)."""
    assert failed_titles("CI 红了，page=1 returns the first users 那个 case 挂了，拿到的是3和4") == ["page=1 returns the first users"]
    assert failed_titles("テスト落ちた、rejects an empty cart が赤い") == ["rejects an empty cart"]
    # (two words are no title; an English sentence sets nothing off)
    assert failed_titles("CI 红了，user list 那个挂了") == []
    assert failed_titles("the returns the first users test failed") == []


def test_the_failing_test_written_beside_a_rewrite_blames_that_rewrite() -> None:
    """dev97 c06: turn 2 wrote utils/paging.ts whole (Cline's write_to_file over the file it had read) and replaced the
    e2e case with 'page=1 returns the first users' without running it; the lines the rewrite changed are that turn's
    edit, and the edit that wrote the failing test beside code is the suspect, not turn 1's sort change in userRepo.ts."""
    from honing.grounding.resolve import plan
    from honing.sessions import read_session

    case = next((Path(__file__).resolve().parent.parent / "bench" / "ground_cases_dev97").glob("c06-*"))
    session = read_session(str(case / tomllib.loads((case / "case.toml").read_text("utf-8"))["transcript"]))
    found = plan("CI 红了，page=1 returns the first users 那个 case 挂了，拿到的是3和4", session.turns)
    assert found.candidates[0].turn == 2
    assert {s.mention.value for s in found.candidates[0].sources} >= {"return { page, limit, offset: page * limit };"}


def test_thats_your_refactor_blames_the_edit_asked_for_as_a_restructuring() -> None:
    """"thats your refactor isnt it, fix" blames the agent's edit, and of its edits the one made for "make it prune in
    place" (dev97 a02), not the newest (a plan's limit) nor the feature beside it."""
    said = "support says free keys are getting 61 req/min through since yesterdays deploy. thats your refactor isnt it, fix"
    assert vocab.first(said, "broke") is not None
    assert vocab.first(said, "refactor_named") is not None
    assert vocab.first("that is your call, fix it", "broke") is None
    assert vocab.first("make it prune in place, no allocation in the steady state", "restructure") is not None
    assert located("ground_cases_dev97", "a02")
    # (「さっきのリファクタのせいじゃない？」 asks the same, of the edit asked for as 「時刻を注入できるようにして」: dev97 b05)
    said = "18時に設定してるのに夜中の3時に通知くるんだけど。さっきのリファクタのせいじゃない？"
    assert vocab.first(said, "broke") is not None and vocab.first("さっきの修正のせいじゃないと思う", "broke") is None
    assert located("ground_cases_dev97", "b05")


def test_accepting_what_was_proposed_takes_the_one_offer_still_open() -> None:
    """「さっき提案してくれたやつ、その方針でやっちゃって」: the session's one open offer (turn 2, 直しましょうか？), not the
    later answer that recommended keeping `select_related` as it is (dev97 b01)."""
    assert located("ground_cases_dev97", "b01")


@pytest.mark.parametrize("quoted", ["`expireAfterWrite(props.getTtl(), TimeUnit.MINUTES)`", "`format(user.isActive(), zone)`"])
def test_a_call_quoted_with_getter_arguments_is_code_that_stands_somewhere(quoted: str) -> None:
    """A call quoted with a getter among its arguments is code to find where it stands, like a call of plain names
    (dev97 b09: the `expireAfterWrite` line of CacheConfig, not the controller's `Duration.ofSeconds` beside it)."""
    assert [m.kind for m in mentions.find(f"it does {quoted} there")][:1] == ["code"]


def test_a_conversion_of_a_method_call_stays_a_name() -> None:
    """`int32(c.VisibilityTimeout.Seconds())`, quoted as the consumer's correct use of a value, is no code of its own
    (a longer snippet would take the consumer's line from `.Seconds()`, dev91 a09)."""
    assert [m.kind for m in mentions.find("the consumer sends `int32(c.VisibilityTimeout.Seconds())` to SQS")] == ["symbol"]
    assert located("ground_cases_dev91", "a09")


def test_a_ttl_in_the_wrong_unit_is_the_call_the_reply_quoted() -> None:
    assert located("ground_cases_dev97", "b09")


_ERRORS = """<?php
final class ErrorCode
{
    public const ORDER_NOT_FOUND = 'E1001';
    public const STOCK_NOT_ENOUGH = 'E1003';

    public static function httpStatus(string $code): int
    {
        return $code === self::STOCK_NOT_ENOUGH ? 409 : 422;
    }
}
"""
_INVENTORY = """<?php
final class InventoryService
{
    public function reserve(int $sku, int $qty): void
    {
        $available = $this->available($sku);
        if ($available <= $qty) {
            throw new BizException(ErrorCode::STOCK_NOT_ENOUGH);
        }
    }
}
"""


def test_an_error_code_the_user_reports_is_where_its_constant_is_thrown(tmp_path: Path) -> None:
    """「又有用户报 E1003 了，库存明明还剩2件」: E1003 is `STOCK_NOT_ENOUGH` in ErrorCode.php, thrown in one place only,
    `InventoryService::reserve`, which no turn named (dev97 c10). Thrown in two places, or undeclared, it proposes
    nothing."""
    (tmp_path / "app").mkdir()
    (tmp_path / "app" / "ErrorCode.php").write_text(_ERRORS, encoding="utf-8")
    (tmp_path / "app" / "InventoryService.php").write_text(_INVENTORY, encoding="utf-8")
    place = codes.thrown(Project(tmp_path), "又有用户报 E1003 了，库存明明还剩2件，他就买2件")
    assert place is not None
    assert (place.path, place.symbol, place.focus) == ("app/InventoryService.php", "reserve", 8)
    assert "`STOCK_NOT_ENOUGH` = `E1003`" in place.votes[0].reason
    assert codes.thrown(Project(tmp_path), "customers get E1001 again") is None  # (declared, never thrown)
    assert codes.thrown(Project(tmp_path), "E1003 and E1001 both show up") is None  # (two codes)
    (tmp_path / "app" / "CartService.php").write_text(_INVENTORY.replace("InventoryService", "CartService"), encoding="utf-8")
    assert codes.thrown(Project(tmp_path), "又有用户报 E1003 了") is None
    assert located("ground_cases_dev97", "c10")


def test_two_failing_tests_and_a_question_which_to_look_at_choose_none() -> None:
    """「挂的那个你看下咋回事」 after a run with two failures, both from before the session, listed as
    `CsvExporterTest.escapesCommaInRemark` and `OrderServiceTest.memberDiscountAppliesAtThreshold` and closed with
    「要看哪个你说一声」: the sentence does not say which (dev97 c04, unresolved by design)."""
    assert vocab.first("其余 6 个都通过。要看哪个你说一声。", "undecided") is not None
    assert unresolved("ground_cases_dev97", "c04")


def test_the_constant_a_code_is_thrown_by_is_the_one_the_line_raises(tmp_path: Path) -> None:
    """The review's counter-example: two constants hold E1003 (`A_OLD_NAME` and `STOCK`), and the line raises
    `STOCK`; the reason names `STOCK`. A line that holds the code and raises it counts once."""
    (tmp_path / "app").mkdir()
    (tmp_path / "app" / "Codes.php").write_text("<?php\nclass Codes {\n    const A_OLD_NAME = 'E1003';\n"
                                                "    const STOCK = 'E1003';\n}\n", encoding="utf-8")
    (tmp_path / "app" / "Stock.php").write_text("<?php\nclass Stock {\n    function take() {\n"
                                                "        throw new BizError(Codes::STOCK);\n    }\n}\n", encoding="utf-8")
    place = codes.thrown(Project(tmp_path), "又有用户报 E1003 了")
    assert place is not None and "`STOCK` = `E1003`" in place.votes[0].reason
    (tmp_path / "app" / "Stock.php").write_text("<?php\nclass Stock {\n    function take() {\n"
                                                "        throw new BizError('E1003');\n    }\n}\n", encoding="utf-8")
    assert codes.thrown(Project(tmp_path), "又有用户报 E1003 了") is not None


def test_thats_your_area_is_no_blame() -> None:
    """"that's your opinion, fine" and "that's your area, can you add a test" blame no edit; "thats your refactor isnt
    it, fix" does (the review's counter-examples)."""
    assert vocab.first("that's your opinion, fine", "broke") is None
    assert vocab.first("that's your area, can you add a test for it", "broke") is None
    assert vocab.first("thats your refactor isnt it, fix", "broke") is not None
