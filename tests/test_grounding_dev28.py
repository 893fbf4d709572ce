"""Grounding behaviours found on the twenty-eighth development set (bench/ground_cases_dev28)."""

from __future__ import annotations

from pathlib import Path

import honing

from .test_grounding_dev5 import write


def test_a_cors_fix_the_agent_places_outside_the_repository_is_not_guessed_in_japanese(tmp_path: Path) -> None:
    """「原因は API 側の CORS 許可リストです。このリポジトリの中には直す場所がありません。」, then side
    edits: 「CORSのやつ今日中にどうにかしたいんだけど、直しといてくれる？」 cannot be done here (dev28 b06)."""
    root = write(tmp_path, {"src/api/client.ts": "export const api = axios.create({\n  baseURL: import.meta.env.VITE_API,\n"
                                                  "  withCredentials: true,\n})\n",
                            "src/views/ReportsView.vue": "<script setup>\nconst formatDate = (d) => d\n</script>\n"})
    messages = [{"role": "user", "content": "ステージングで一覧が CORS エラーで読めない。なんで？"},
                {"role": "assistant", "content": "原因は API 側の CORS 許可リストです。このリポジトリの中には直す場所がありません。"
                                                 "`src/api/client.ts` の `withCredentials` は正しい設定です。"},
                {"role": "user", "content": "了解。レポート画面の日付を YYYY/MM/DD HH:mm にして"},
                {"role": "assistant", "content": "`src/views/ReportsView.vue` の `formatDate` を変えました。"}]
    ref = honing.ground("CORSのやつ今日中にどうにかしたいんだけど、直しといてくれる？", messages, cwd=root, turns=2).references[0]
    assert not ref.resolved, ref



CASES = Path(__file__).resolve().parent.parent / "bench" / "ground_cases_dev28"


def _bench_case(prefix: str) -> tuple[honing.GroundResult, dict[str, object]]:
    """Run the engine on a case of the bench set as the bench does."""
    import tomllib

    case_dir = next(CASES.glob(f"{prefix}-*"))
    case = tomllib.loads((case_dir / "case.toml").read_text("utf-8"))
    result = honing.ground(case["sentence"], str(case_dir / case["transcript"]), cwd=case_dir / "project",
                           turns=case["turns"])
    return result, case["expect"]


def test_a_finding_under_a_heading_is_placed_by_the_sentence_after_it() -> None:
    """「### 2. 消費税が 1 円ずれる」 names nothing; the sentence after it places the finding at
    `InvoiceCalculator.php` 39 行目, and the config the item goes on to name (「さらに
    `config/invoice.php` の `'rounding' => 'floor'`（17 行目）が定義されているのに」) is not the place:
    「もう一個のほうお願い」 after the user fixed item 1 himself (dev28 b05, the Gemini session itself)."""
    result, expect = _bench_case("b05")
    ref = result.references[0]
    assert ref.resolved and ref.path == expect["path"], ref
    assert ref.start_line <= expect["line"] <= ref.end_line, ref  # type: ignore[operator]


def test_an_aside_that_says_stale_is_the_offer_taken_up_by_its_words() -> None:
    """Beside a CSS fix the agent noticed that the `total` memo "reads `coupon` but its dependency
    list is only `[subtotal]` … `total` keeps the old value" and offered to fix it; the next turn
    (why eslint missed it, an offer to turn the rule on) says "coupon" once, "total" never. "the
    coupon total thing you offered earlier, go ahead" takes up the aside: the sentence's words are
    said more in it than in the newer turn (dev28 a01, the Claude Code session itself)."""
    result, expect = _bench_case("a01")
    ref = result.references[0]
    assert ref.resolved and ref.path == expect["path"], ref
    assert ref.start_line <= expect["line"] <= ref.end_line, ref  # type: ignore[operator]


def test_stale_values_are_reported_defects() -> None:
    from honing.grounding import vocab

    for said in ("the total keeps the old value", "the badge is stale after a refresh", "the list doesn't update"):
        assert vocab.first(said, "defect") is not None, said


def test_an_item_number_already_taken_and_carried_out_picks_the_older_list() -> None:
    """A review lists three findings (turn 1); a side question gets three eslint options (turn 3);
    「じゃあ eslint は 2 でやっといて」 and the agent edits `.eslintrc.cjs` (turn 4). Then
    「おけ、じゃあレビューの2番お願い」 is the review's item 2 (`calcDiscount`), not the option already
    carried out (dev28 b02, the Claude Code session itself)."""
    result, expect = _bench_case("b02")
    ref = result.references[0]
    assert ref.resolved and ref.path == expect["path"], ref
    assert ref.start_line <= expect["line"] <= ref.end_line, ref  # type: ignore[operator]


def test_an_item_taken_again_is_the_newer_list_when_the_sentence_says_it_is_still_broken() -> None:
    import tomllib

    from honing.grounding import observer
    from honing.grounding.candidates import _bounded
    from honing.grounding.remaining import picked_open
    from honing.grounding.resolve import _cleared_by
    from honing.sessions import read_session

    case_dir = next(CASES.glob("b02-*"))
    case = tomllib.loads((case_dir / "case.toml").read_text("utf-8"))
    turns = [_bounded(t) for t in observer.window(read_session(str(case_dir / case["transcript"])).turns,
                                                  count=case["turns"], full=False).turns]
    cleared = _cleared_by(turns)
    review = case["sentence"]  # 「おけ、じゃあレビューの2番お願い」
    assert getattr(picked_open(turns, 2, set(), set(), cleared, sentence=review), "turn", None) == 1
    assert getattr(picked_open(turns, 2, set(), set(), cleared, again=True, sentence=review), "turn", None) == 3
    # a follow-up on the option just carried out names no older list: that option is meant again
    follow_up = "2 のところにコメントも書いといて"
    assert getattr(picked_open(turns, 2, set(), set(), cleared, sentence=follow_up), "turn", None) == 3
    # item 3 was fixed by the user, not taken by number and carried out: the newest list still answers
    assert getattr(picked_open(turns, 3, set(), set(), cleared), "turn", None) == 3


def test_a_number_before_de_is_taken_from_a_list() -> None:
    from honing.grounding.items import _numbers_taken

    assert _numbers_taken("じゃあ eslint は 2 でやっといて") == {2}
    assert _numbers_taken("2 秒でタイムアウトする") == set()
