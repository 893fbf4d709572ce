"""Grounding behaviours found on the hundredth development set (bench/ground_cases_dev100, the everyday middle in any
stack), measured untouched at c97e3624 in the fifty-ninth round and developed on in the sixtieth."""

from __future__ import annotations

from honing.grounding import shapes, vocab
from honing.grounding.items import named_by_part, titled_paragraphs
from honing.grounding.named import change_words, failure_heads
from honing.grounding.outside import finds_nothing
from honing.grounding.prose import _blames_project
from honing.grounding.rewritten import changed_on_the_way
from honing.grounding.titles import failed_titles

from .test_grounding_dev45 import located, unresolved


def test_did_your_hook_thing_blames_the_refactor_and_the_line_it_changed_on_the_way() -> None:
    """"did your hook thing do that?" blames the edit that pulled the paging into a hook "with no behaviour change";
    of the lines it wrote, the one that copies a line it took out with `Math.ceil` written as `Math.round` (dev100
    a01)."""
    said = "delayed has 60 orders and the pager stops at page 2, the last 10 are unreachable. did your hook thing do that?"
    assert vocab.first(said, "broke") is not None
    assert change_words(said) == {"hook"}
    removed = ["const pageSize = PAGE_SIZES.includes(requestedSize) ? requestedSize : DEFAULT_SIZE;",
               "const pageCount = Math.max(1, Math.ceil(result.total / pageSize));"]
    written = ["const pageSize = PAGE_SIZE_OPTIONS.includes(requestedSize) ? requestedSize : DEFAULT_PAGE_SIZE;",
               "const pageCount = Math.max(1, Math.round(total / pageSize));", "export const DEFAULT_PAGE_SIZE = 20;"]
    assert changed_on_the_way(written, removed) == ["const pageCount = Math.max(1, Math.round(total / pageSize));"]
    assert located("ground_cases_dev100", "a01")


def test_a_literal_that_became_a_named_constant_is_no_change_of_meaning() -> None:
    """A number written as a constant's name, `usePagination(total, 25)` → `usePagination({ total, pageSize: PAGE_SIZE
    })`, changes no behaviour; `>=` written as `>` does (dev99 a02, dev100 b02)."""
    assert changed_on_the_way(["const p = usePagination({ total, pageSize: PAGE_SIZE });"],
                              ["const p = usePagination({ total, pageSize: 25 });"]) == []
    assert changed_on_the_way(["return afterDiscount > FREE_SHIPPING_THRESHOLD ? 0 : SHIPPING_FEE;"],
                              ["return afterDiscount >= FREE_SHIPPING_THRESHOLD ? 0 : SHIPPING_FEE;"]) != []
    assert located("ground_cases_dev99", "a02")


def test_bugs_of_the_script_beside_a_cause_outside_blame_the_project_and_the_other_one_is_handed_over() -> None:
    """"The first is outside this repo, the other two are bugs in the script" places causes in the project; "the other
    one's all yours", after the user pushed one fix himself, asks for the item left (dev100 a07)."""
    reply = ("Three things lined up. The first is outside this repo, the other two are bugs in the script:\n\n"
             "**0. Why pg_dump failed**: the secret no longer matches. That has to be fixed in the repo secrets.")
    assert _blames_project(reply) and not finds_nothing(reply)
    said = "cool, the other one's all yours"
    assert vocab.first(said, "pair") is not None and vocab.first(said, "hand_over") is not None
    assert located("ground_cases_dev100", "a07")


def test_a_word_only_the_aside_says_points_into_the_aside() -> None:
    """"thought it was minutes" says a word only the reply's "By the way: … the README says a bare number means
    minutes. I haven't changed that here." says: what the aside names outweighs the edit beside it (dev100 a10); the
    turn as a whole keeps its weight, so a test left failing in an aside still wins (dev50 a07)."""
    assert located("ground_cases_dev100", "a10")
    assert located("ground_cases_dev50", "a07")


def test_a_japanese_title_quoted_beside_a_test_word_is_the_failing_test() -> None:
    """「CIでCartSummaryのテストこけてる。「ちょうど5000円なら送料無料」ってやつ」 names the test by its Japanese title; 送料 is
    `shipping` in code (not in paths: 送料無料の判定 is no shipping/ folder), and of the refactor that broke it, the line
    whose `>=` became `>` (dev100 b02, dev92 b09)."""
    said = "CIでCartSummaryのテストこけてる。「ちょうど5000円なら送料無料」ってやつ"
    assert failed_titles(said) == ["ちょうど5000円なら送料無料"]
    assert failed_titles("「ちょうど5000円なら送料無料」って言われた") == []
    assert "shipping" in vocab.code_words_of(said) and "shipping" not in vocab.english_of(said)
    assert located("ground_cases_dev100", "b02")
    assert located("ground_cases_dev92", "b09")


_LETTERED = ("原因は2つで、別々のバグです。\n\n"
             "**A. `1h30m` が通らない**(`ParseWindow`, `internal/filter/filter.go` 72行目)\n最後の1文字を単位として読んでいます。\n\n"
             "**B. 9時間ずれる**(`ParseSince`, 60行目)\n`time.Parse(sinceLayout, s)` で読んでいます。\n\n両方やりますか?")


def test_a_plain_word_before_no_hou_names_the_item_that_quotes_it_in_a_name() -> None:
    """「window のほうは ParseDuration 使うだけだよね、それは自分でやる」 takes up item A, which quotes `ParseWindow`; 「もう
    一個のほうもお願い」 is item B (dev100 b03)."""
    spans = titled_paragraphs(_LETTERED)
    assert len(spans) == 2
    assert named_by_part("window のほうは ParseDuration 使うだけだよね", _LETTERED, spans) == {1}
    assert named_by_part("the since one", _LETTERED, spans) == {2}
    assert named_by_part("dates のほう", _LETTERED, spans) == set()
    assert located("ground_cases_dev100", "b03")


def test_dates_a_day_early_point_at_the_time_zone_an_edit_pinned() -> None:
    """「それより前の日付が全部1日前になってる」 after an edit that wrote `f.timeZone = TimeZone(identifier: "UTC")`: that line,
    not the sectioning the sentence suspects (dev100 b08)."""
    assert vocab.first("それより前の日付が全部1日前になってる。セクション分けのせい?", "day_shift") is not None
    assert vocab.first("the invoice dates are one day early for everyone in Tokyo", "day_shift") is not None
    assert vocab.first("报表日期差了一天", "day_shift") is not None
    assert vocab.first("the deploy took a day", "day_shift") is None
    assert located("ground_cases_dev100", "b08")


def test_the_first_page_out_of_reach_points_at_an_offset_from_a_page_counted_from_one() -> None:
    """「第一页拿到的是第21到40条，前20条根本翻不到」 after an edit that wrote `int offset = page * size;` (dev100 c04)."""
    assert vocab.first("前端联调说第一页拿到的是第21到40条，前20条根本翻不到", "page_skip") is not None
    assert vocab.first("page 1 shows rows 21-40, the first 20 rows never show", "page_skip") is not None
    assert located("ground_cases_dev100", "c04")


def test_still_in_the_reports_own_words_after_a_fix_is_the_place_its_reply_named_beside_the_edit() -> None:
    """「まだ6個しか残ってないよ」 after 「…6個しか残ってない。直して」 and a fix of the `find -mtime` line: the fix missed, and
    `rotate_backups`, which the reply named beside it (and a comment of the edit names), is the suspect (dev100
    b10): the reply had opened on a guess (「…だと思います」). After a fix on a firm diagnosis the fixed defect is back, and
    that fix's place stays the referent (dev46 b03, dev49 b03, dev63 b07); a sentence that names its own test is not read
    so (dev50 a07)."""
    assert vocab.first("原因は `bin/backup.sh` の最後にある日数ベースの削除だと思います。", "tentative") is not None
    assert vocab.first("原因は `bin/backup.sh` の最後にある日数ベースの削除です。", "tentative") is None
    assert located("ground_cases_dev100", "b10")
    for folder, case in (("ground_cases_dev46", "b03"), ("ground_cases_dev49", "b03"), ("ground_cases_dev63", "b07")):
        assert located(folder, case), (folder, case)


def test_a_test_adjusted_along_with_the_fix_selects_nothing() -> None:
    """「那个时区的也改了吧 测试一起调一下」: the test is adjusted along with the fix, it is not the item meant (dev100 c01)."""
    assert vocab.first("行 那个时区的也改了吧 测试一起调一下", "test_request") is not None
    assert vocab.first("ok fix it and update the test too", "test_request") is not None
    assert located("ground_cases_dev100", "c01")


def test_a_chinese_sentence_names_the_change_by_what_it_added() -> None:
    """「是不是你加上限那次改坏的」 blames the edit made for 「数量加个上限 99」 (dev100 c02)."""
    assert change_words("测试说减到0还是删不掉，是不是你加上限那次改坏的") == {"上限"}
    assert located("ground_cases_dev100", "c02")


def test_two_numbered_reports_fixed_in_two_files_and_still_broken_is_unresolved() -> None:
    """"nope, still broken on android" after "1. pull to refresh spinner … 2. dates … Invalid Date" fixed in two files:
    nothing says which (dev100 a09); 「このリポジトリ側で変えるべき箇所はありません」 settles the 413 outside (dev100 b05)."""
    assert unresolved("ground_cases_dev100", "a09")
    assert vocab.first("このリポジトリ側で変えるべき箇所はありません。", "nothing_to_fix") is not None
    assert unresolved("ground_cases_dev100", "b05")


def test_a_part_that_puts_the_aside_off_does_not_point_into_it() -> None:
    """「先把你自己改坏的那个修了，initialDelay 先别动」: initialDelay, which only the reply's aside says, is put off; the
    Dockerfile line the reply blamed stays the place (dev83 c02)."""
    assert located("ground_cases_dev83", "c02")


def test_the_failure_word_of_the_sentence_is_the_settled_reports() -> None:
    """「とりあえず cron こけてるの直しといて」 says こけ as 「cron 自体がこけてた」 did, the report settled outside the project
    (the partner's certificate chain): not the older cron warning fixed in Mapper.pm (dev11 b05)."""
    assert failure_heads("とりあえず cron こけてるの直しといて") == {"こけ"}
    assert failure_heads("cron fails, fix it") == set()
    assert unresolved("ground_cases_dev11", "b05")


def test_an_item_left_for_later_is_not_taken_up_by_its_name() -> None:
    """"leave the init one, it's rare enough" leaves the `ngOnInit` item open: "the other one from the start, the one I
    told you to leave" is that item (dev48 a04); 「それは自分でやる」 hands its item off (dev100 b03)."""
    assert vocab.first("window のほうは ParseDuration 使うだけだよね、それは自分でやる", "handed_off") is not None
    assert vocab.first("leave the init one, it's rare enough", "handed_off") is None
    assert located("ground_cases_dev48", "a04")


def test_a_timeout_far_too_soon_points_at_seconds_compared_with_milliseconds() -> None:
    """「みんな30秒もしないうちにオフライン表示になる」 after an edit that wrote `if (now - entry.lastSeen >
    config.presenceTimeoutSec)`: that comparison (dev98 b01); a line that converts (`* 1000`) is no such shape."""
    assert vocab.first("ステージングに上げたら、みんな30秒もしないうちにオフライン表示になる。これ直して", "too_soon") is not None
    assert vocab.first("everyone shows offline within 30 seconds of joining", "too_soon") is not None
    assert vocab.first("几秒就掉线了", "too_soon") is not None
    shape = next(code for symptom, code, *_ in shapes._shapes() if symptom == "too_soon")
    assert shape.search("if (now - entry.lastSeen > config.presenceTimeoutSec) {")
    assert not shape.search("if (now - entry.lastSeen > config.presenceTimeoutSec * 1000) {")
    assert not shape.search("const presenceTimeoutSec = Number(env.PRESENCE_TIMEOUT_SEC ?? 90);")
    assert located("ground_cases_dev98", "b01")
