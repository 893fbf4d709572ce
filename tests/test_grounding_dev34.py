"""Grounding behaviours found on the last misses of the thirtieth to thirty-third development
sets (Go runtime panics) and on the thirty-fourth set (bench/ground_cases_dev34)."""

from __future__ import annotations

import json
import tomllib
from pathlib import Path

import pytest

import honing
from honing.grounding import items, mentions, resolve
from honing.grounding.outcome import Reference
from honing.sessions.model import Turn
from honing.sessions.openai import parse_messages

from .test_grounding_dev5 import write

_STORE = ("package dedup\n\nimport (\n\t\"sync\"\n\t\"time\"\n)\n\n"
          "// Store remembers which keys were sent and when.\ntype Store struct {\n\tmu   sync.Mutex\n"
          "\tseen map[string]time.Time\n\tnow  func() time.Time\n}\n\n"
          "func New() *Store {\n\treturn &Store{seen: make(map[string]time.Time), now: time.Now}\n}\n\n"
          + "".join(f"// note {n}\n" for n in range(20, 30))
          + "// Mark records that key was sent now.\nfunc (s *Store) Mark(key string) {\n\ts.mu.Lock()\n"
          "\tdefer s.mu.Unlock()\n\ts.seen[key] = s.now()\n}\n\n"
          "// Reset forgets every key.\nfunc (s *Store) Reset() {\n\ts.mu.Lock()\n\tdefer s.mu.Unlock()\n"
          "\ts.seen = nil\n}\n")
_MARK_LINE = _STORE.split("\n").index("\ts.seen[key] = s.now()") + 1
_RESET_LINE = _STORE.split("\n").index("\ts.seen = nil") + 1
_README = "# notifier\n\nSends each notification once.\n"


def _call(cid: str, name: str, args: dict[str, object]) -> dict[str, object]:
    return {"id": cid, "type": "function", "function": {"name": name, "arguments": json.dumps(args)}}


def _explained_session(later_edit: dict[str, object] | None = None) -> list[dict[str, object]]:
    """Turn 1: a new test panics with "assignment to entry in nil map" in `Mark`; the agent says
    the cause is `Reset` setting the map to nil and asks before fixing. Turn 2: a side edit to the
    README (or ``later_edit``)."""
    test_out = (f"--- FAIL: TestStore_ResetAllowsResend\npanic: assignment to entry in nil map\n"
                f"github.com/acme/notifier/internal/dedup.(*Store).Mark(...)\n"
                f"\tinternal/dedup/store.go:{_MARK_LINE}\nFAIL\n")
    edit = later_edit or {"file_path": "README.md", "old_string": "Sends each notification once.",
                          "new_string": "Sends each notification once, deduplicated by key."}
    return [{"role": "user", "content": "add a test that Reset lets a key be sent again"},
            {"role": "assistant", "content": None, "tool_calls": [_call("t1", "bash", {"command": "go test ./..."})]},
            {"role": "tool", "tool_call_id": "t1", "content": test_out},
            {"role": "assistant", "content": (
                f"The new test panics in `Mark` (`s.seen[key] = s.now()`, line {_MARK_LINE}). The test is right; "
                f"the root cause is in `Reset` (internal/dedup/store.go:{_RESET_LINE}), which sets the map to nil:\n\n"
                "```go\ns.seen = nil\n```\n\nI'd change it to `s.seen = make(map[string]time.Time)`. "
                "Shall I fix it?")},
            {"role": "user", "content": "not yet. reword the readme line first"},
            {"role": "assistant", "content": None, "tool_calls": [_call("e1", "edit", edit)]},
            {"role": "tool", "tool_call_id": "e1", "content": "ok"},
            {"role": "assistant", "content": "Done, the README line is reworded."}]


def _store_project(tmp_path: Path) -> Path:
    return write(tmp_path, {"internal/dedup/store.go": _STORE, "README.md": _README})


_PASTED = ("又崩了\npanic: assignment to entry in nil map\n\ngoroutine 51 [running]:\n"
           "github.com/acme/notifier/internal/dedup.(*Store).Mark(...)\n"
           f"\t/build/internal/dedup/store.go:{_MARK_LINE} +0x1a5\n这个今天必须修掉")


def test_a_runtime_panic_pasted_again_goes_to_the_cause_the_agent_named(tmp_path: Path) -> None:
    """The same panic pasted again with its frame in `Mark`: turn 1's test output showed it and
    the reply traced it to `Reset` and proposed a fix not made since; the cause, not the crash
    site the frame names, is the referent (dev30 c02, dev32 b03)."""
    ref = honing.ground(_PASTED, _explained_session(), cwd=_store_project(tmp_path), turns=2).references[0]
    assert ref.resolved and ref.path == "internal/dedup/store.go", ref
    assert ref.start_line is not None and ref.end_line is not None
    assert ref.start_line <= _RESET_LINE <= ref.end_line and not ref.start_line <= _MARK_LINE <= ref.end_line, ref


def test_the_cause_is_not_taken_when_a_later_edit_replaced_the_line_it_quoted() -> None:
    """The proposed fix was made since (an edit replaced `s.seen = nil`): the panic pasted again
    is not sent back to the explained cause; without that edit it is."""
    fixed = {"file_path": "internal/dedup/store.go", "old_string": "\ts.seen = nil",
             "new_string": "\ts.seen = make(map[string]time.Time)"}
    assert "explained this error" in resolve.plan(_PASTED, _turns(_explained_session())).reason
    assert "explained this error" not in resolve.plan(_PASTED, _turns(_explained_session(fixed))).reason


def _turns(messages: list[dict[str, object]]) -> list[Turn]:
    return list(parse_messages(messages).turns)


_CACHE = ("package cache\n\nimport \"sync\"\n\n// TTLCache keeps loaded values for a while.\n"
          "type TTLCache struct {\n\tmu    sync.RWMutex\n\titems map[string]string\n}\n\n"
          + "".join(f"// note {n}\n" for n in range(11, 25))
          + "// GetOrLoad returns the cached value or loads it.\n"
          "func (c *TTLCache) GetOrLoad(key string, load func() string) string {\n\tc.mu.RLock()\n"
          "\tdefer c.mu.RUnlock()\n\tif v, ok := c.items[key]; ok {\n\t\treturn v\n\t}\n"
          "\tv := load()\n\tc.items[key] = v\n\treturn v\n}\n")
_WRITE_LINE = _CACHE.split("\n").index("\tc.items[key] = v") + 1
_COUNTER = ("package metrics\n\nimport \"sync\"\n\n// Counter counts events by name.\ntype Counter struct {\n"
            "\tmu sync.Mutex\n\tm  map[string]int\n}\n\n" + "".join(f"// note {n}\n" for n in range(11, 25))
            + "// Inc adds one.\nfunc (c *Counter) Inc(name string) {\n\tc.mu.Lock()\n\tc.m[name]++\n"
            "\tc.mu.Unlock()\n}\n")


def test_a_data_race_foretold_in_chinese_is_the_concurrent_map_writes_pasted_later(tmp_path: Path) -> None:
    """「fatal error: concurrent map writes 修一下」 with no frame: turn 1's aside warned that
    `GetOrLoad` writes the map under the read lock (数据竞争) and proposed a fix; a newer turn
    edited the metrics counter, another map under a mutex (dev33 c02)."""
    config = {"file_path": "config.yaml", "old_string": "sku_ttl: 60s", "new_string": "sku_ttl: 20s"}
    inc = {"file_path": "internal/metrics/counter.go", "old_string": "\tc.m[name]++\n\tc.mu.Unlock()",
           "new_string": "\tdefer c.mu.Unlock()\n\tc.m[name]++"}
    messages = [
        {"role": "user", "content": "sku 缓存 ttl 改成 20s"},
        {"role": "assistant", "content": None, "tool_calls": [_call("e1", "edit", config)]},
        {"role": "tool", "tool_call_id": "e1", "content": "ok"},
        {"role": "assistant", "content": (
            "已改成 `sku_ttl: 20s`。\n\n另外看 `internal/cache/ttl.go` 时发现个问题：`GetOrLoad` 拿的是读锁，但 miss 之后第 "
            f"{_WRITE_LINE} 行 `c.items[key] = v` 是在读锁下写 map，多个 goroutine 同时 miss 时会同时写，这是数据竞争。"
            "建议改成 miss 时用写锁写入。")},
        {"role": "user", "content": "CI lint 挂了 看下"},
        {"role": "assistant", "content": None, "tool_calls": [_call("e2", "edit", inc)]},
        {"role": "tool", "tool_call_id": "e2", "content": "ok"},
        {"role": "assistant", "content": (
            "lint 报了两个问题，都改了：\n\n1. `internal/metrics/counter.go:27` 的 `Inc` 在 panic 时不会解锁 map 的 "
            "mutex，改成了 `defer c.mu.Unlock()`。\n2. `config.yaml` 缩进不对，已修正。")}]
    project = write(tmp_path, {"internal/cache/ttl.go": _CACHE, "internal/metrics/counter.go": _COUNTER,
                               "config.yaml": "cache:\n  sku_ttl: 20s\n"})
    ref = honing.ground("prod 日志里是 fatal error: concurrent map writes  修一下", messages, cwd=project,
                        turns=2).references[0]
    assert ref.resolved and ref.path == "internal/cache/ttl.go", ref
    assert ref.start_line is not None and ref.end_line is not None and ref.start_line <= _WRITE_LINE <= ref.end_line


def test_a_go_frame_flattened_onto_one_line_names_its_function() -> None:
    """A Go trace pasted on one line ("… .(*Limiter).Allow(...) /src/…/limiter.go:62 +0xd1 / …"):
    each frame is a place with the function it names; a closure's frame names the function
    it is written in (dev32 a02)."""
    text = ("fatal error: concurrent map writes / goroutine 7 [running]: "
            "github.com/acme/edgeproxy/internal/ratelimit.(*Limiter).Allow(...) "
            "/src/internal/ratelimit/limiter.go:62 +0xd1 / "
            "github.com/acme/edgeproxy/internal/httpapi.RateLimit.func1.1(...) /src/internal/httpapi/middleware.go:15")
    places = [(m.value, m.line, m.symbol) for m in mentions.find(text) if m.kind == "location"]
    assert places == [("/src/internal/ratelimit/limiter.go", 62, "Allow"),
                      ("/src/internal/httpapi/middleware.go", 15, "RateLimit")], places


def test_a_tab_indented_closure_frame_names_the_enclosing_function() -> None:
    text = ("panic: boom\n\ngoroutine 1 [running]:\n"
            "github.com/acme/app/internal/httpapi.RateLimit.func1.1({0x0, 0x0})\n"
            "\t/src/internal/httpapi/middleware.go:15 +0x1d\n")
    places = [(m.value, m.line, m.symbol) for m in mentions.find(text) if m.kind == "location"]
    assert places == [("/src/internal/httpapi/middleware.go", 15, "RateLimit")], places


CASES34 = Path(__file__).resolve().parent.parent / "bench" / "ground_cases_dev34"


def _bench34(prefix: str) -> tuple[Reference, dict[str, object]]:
    """The engine's reference on a case of the dev34 bench set, run as the bench runs it."""
    case_dir = next(CASES34.glob(f"{prefix}-*"))
    case = tomllib.loads((case_dir / "case.toml").read_text("utf-8"))
    result = honing.ground(case["sentence"], str(case_dir / case["transcript"]), cwd=case_dir / "project",
                           turns=case["turns"])
    return result.references[0], case["expect"]


@pytest.mark.parametrize("prefix", [
    "a04",  # "The fix is outside this repo: … the buckets live in platform-team/infra-live"
    "b09",  # 「このリポジトリからは直せません」 (the IAM trust policy is another team's)
    "c08",  # 「所以要修的地方不在代码里」, 「仓库代码不需要改」 (a rotated cloud key)
    "a05",  # "Either difference alone can explain …", "I can't rank them"; "payouts" is in both causes' paths
    "c10",  # 「有两条路径都会造成…，目前没有证据能排除任何一条」, each cause with its own 修法
])
def test_a_fix_outside_the_repo_or_two_live_causes_is_not_guessed(prefix: str) -> None:
    """The five dev34 sessions whose answer is "unresolved" that the untouched engine answered
    with a place: a fix that lies outside the repository, said in three languages, and two
    causes the agent could not rank, picked by no word of the sentence."""
    ref, expect = _bench34(prefix)
    assert expect["resolved"] is False
    assert not ref.resolved and ref.path is None, ref


def _undecided_session(sentence_word: str) -> list[dict[str, object]]:
    """Turn 1 lays out two causes in two files of the `payouts` package and cannot rank them."""
    reply = ("Either difference alone can explain the 3 missing stays:\n\n"
             "1. `BookingRepository.findPayable` (`src/payouts/booking/BookingRepository.java:19`) keeps only "
             "COMPLETED stays and drops partially refunded ones.\n"
             "2. `MonthlyReport.build` (`src/payouts/report/MonthlyReport.java:29`) cuts the month in UTC, "
             "not Europe/Berlin.\n\nI can't rank them from the code; the replica query would tell.")
    return [{"role": "user", "content": f"the {sentence_word} statement says 41 stays, the dashboard 44. why"},
            {"role": "assistant", "content": reply}]


def test_a_word_every_cause_says_picks_none_of_them() -> None:
    """"just fix it, payouts go out at 5": `payouts` stands in both causes' paths and chooses
    neither; "fix the utc one" says a word of the second cause only, and chooses it."""
    turns = _turns(_undecided_session("march"))
    assert "does not choose" in resolve.plan("ugh ok just fix it, payouts go out at 5", turns).reason
    assert "does not choose" not in resolve.plan("ok fix the utc one", turns).reason


def test_a_bare_joining_word_and_a_number_takes_that_item() -> None:
    """"ok and 1 pls" after "do 3 and 4" takes item 1; a number inside a sentence that says
    something else ("between 0 and 1", "1 second later") takes none (dev34 a02)."""
    assert items._numbers_taken("ok and 1 pls") == {1}
    assert items._numbers_taken("and 2 too") == {2}
    assert items._numbers_taken("between 0 and 1") == set()
    assert items._numbers_taken("ok and 1 second later it fails") == set()


def test_a_nickname_with_a_plus_is_one_selector() -> None:
    """「N+1那个弄一下」, "kill the n+1": the nickname is a word an item can be picked by."""
    assert "n+1" in items._selectors("N+1那个弄一下")
    assert "n+1" in items._selectors("kill the n+1")
    assert "c++" not in items._selectors("c++ build")


_TOKENS = ("namespace Meridian.Api.Services;\n\npublic class TokenService\n{\n"
           + "".join(f"    // note {n}\n" for n in range(5, 20))
           + "    public async Task<TokenPair?> RefreshAsync(string raw)\n    {\n"
           "        var token = await _store.FindAsync(raw);\n        return token is null ? null : await IssueAsync(token.UserId);\n"
           "    }\n\n    public bool IsRefreshTokenValid(RefreshToken token)\n    {\n"
           "        return token.RevokedAt is null && token.ExpiresAt > DateTime.Now;\n    }\n}\n")
_VALID_LINE = _TOKENS.split("\n").index("        return token.RevokedAt is null && token.ExpiresAt > DateTime.Now;") + 1


def test_one_thing_noticed_but_not_changed_is_the_aside_that_fix_that_too_takes(tmp_path: Path) -> None:
    """The reply built the refresh endpoint and ended "One thing I noticed but didn't change:
    `IsRefreshTokenValid` compares … with `DateTime.Now`"; "yes fix that too" takes that aside,
    not the work just done (dev34 a10)."""
    edit = {"file_path": "src/Meridian.Api/Services/TokenService.cs", "old_string": "    // note 19\n",
            "new_string": "    // note 19\n    public async Task<TokenPair?> RefreshAsync(string raw) { }\n"}
    messages = [
        {"role": "user", "content": "add POST /auth/refresh that rotates the refresh token"},
        {"role": "assistant", "content": None, "tool_calls": [_call("e1", "edit", edit)]},
        {"role": "tool", "tool_call_id": "e1", "content": "ok"},
        {"role": "assistant", "content": (
            "`POST /auth/refresh` is in: `TokenService.RefreshAsync` looks the token up and issues a new pair.\n\n"
            "One thing I noticed but didn't change: `TokenService.IsRefreshTokenValid` compares "
            "`token.ExpiresAt > DateTime.Now`, but `ExpiresAt` is written in UTC, so refresh tokens stay valid "
            "after they expire. It should compare against `DateTime.UtcNow`; the new endpoint inherits the problem.")}]
    project = write(tmp_path, {"src/Meridian.Api/Services/TokenService.cs": _TOKENS})
    ref = honing.ground("yes fix that too", messages, cwd=project, turns=1).references[0]
    assert ref.resolved and ref.path == "src/Meridian.Api/Services/TokenService.cs", ref
    assert ref.start_line is not None and ref.end_line is not None and ref.start_line <= _VALID_LINE <= ref.end_line, ref


_EXPORT = ("package mall.export;\n\npublic class OrderExportService {\n"
           + "".join(f"    // note {n}\n" for n in range(4, 20))
           + "    public void export(int pageSize) {\n        for (int page = 0; ; page++) {\n"
           "            Pageable pageable = PageRequest.of(page, pageSize, Sort.by(Sort.Direction.ASC, \"createdAt\"));\n"
           "            write(repository.findAll(pageable));\n        }\n    }\n}\n")
_SORT_LINE = next(n for n, line in enumerate(_EXPORT.split("\n"), 1) if "PageRequest.of" in line)


def test_a_recommended_option_that_names_no_place_changes_the_place_of_the_finding(tmp_path: Path) -> None:
    """「行 重复那个就按你推荐的改」: the recommended option quotes only its new code
    (`Sort.by(…, "createdAt", "id")`, nowhere in the project); the finding before the list names
    `OrderExportService.export` 第 N 行, and that is where the option goes (dev34 c04)."""
    reply = (f"问题在分页排序上，`OrderExportService.export` 第 {_SORT_LINE} 行只按 `createdAt` 排序，同一秒的订单顺序不稳定。\n\n"
             "两个改法：\n\n1. **加唯一的次排序键（推荐）**：`Sort.by(Sort.Direction.ASC, \"createdAt\", \"id\")`，改一行。\n"
             "2. **改成 keyset 分页**：按 `id > lastId` 往后翻，要在 repository 里加新查询。\n")
    messages = [{"role": "user", "content": "导出的订单 Excel 有重复的行，看下"},
                {"role": "assistant", "content": reply}]
    project = write(tmp_path, {"src/main/java/mall/export/OrderExportService.java": _EXPORT})
    ref = honing.ground("行 重复那个就按你推荐的改", messages, cwd=project, turns=1).references[0]
    assert ref.resolved and ref.path == "src/main/java/mall/export/OrderExportService.java", ref
    assert ref.start_line is not None and ref.end_line is not None and ref.start_line <= _SORT_LINE <= ref.end_line, ref


_PAGINATION = ("import { computed, ref } from 'vue'\n\n"
               + "".join(f"// note {n}\n" for n in range(3, 12))
               + "export function usePagination(total: () => number, pageSize = 20) {\n"
               "  const page = ref(1)\n"
               "  const totalPages = computed(() => Math.floor(total() / pageSize))\n"
               "  return { page, totalPages }\n}\n")
_FLOOR_LINE = next(n for n, line in enumerate(_PAGINATION.split("\n"), 1) if "Math.floor" in line)


def test_a_member_of_a_standard_object_is_found_where_it_is_written(tmp_path: Path) -> None:
    """「②の `usePagination.ts` の `Math.floor` はまだそのままです」 then 「もう一個の方も」: no
    definition of `floor` is the project's; where `Math.floor` is written in the named file is
    the place (dev34 b05)."""
    assert ("code", "Math.floor") in [(m.kind, m.value) for m in mentions.find("the `Math.floor` call")]
    messages = [
        {"role": "user", "content": "ページ送りがおかしい。総件数45件で最後のユーザーが出てこない"},
        {"role": "assistant", "content": "`src/composables/usePagination.ts` の `Math.floor` が原因です。端数のページが"
                                         "計算されません。`Math.ceil` にすべきです。直しますか？"}]
    project = write(tmp_path, {"src/composables/usePagination.ts": _PAGINATION})
    ref = honing.ground("じゃあそれ直して", messages, cwd=project, turns=1).references[0]
    assert ref.resolved and ref.path == "src/composables/usePagination.ts", ref
    assert ref.start_line is not None and ref.end_line is not None and ref.start_line <= _FLOOR_LINE <= ref.end_line, ref


_STATS = ("pub fn median(values: &mut Vec<f64>) -> Option<f64> {\n"
          + "".join(f"    // note {n}\n" for n in range(2, 12))
          + "    values.sort_by(|a, b| a.partial_cmp(b).unwrap());\n    let mid = values.len() / 2;\n"
          "    if values.len() % 2 == 0 {\n        Some((values[mid - 1] + values[mid]) / 2.0)\n"
          "    } else {\n        Some(values[mid])\n    }\n}\n")
_STATS_TEST = ("use csvstat::median;\n\n#[test]\nfn median_of_odd_count() {\n"
               "    assert_eq!(median(&mut vec![3.0, 1.0, 2.0]), Some(2.0));\n}\n\n#[test]\n"
               "fn median_of_even_count() {\n    assert_eq!(median(&mut vec![4.0, 1.0, 3.0, 2.0]), Some(3.0));\n}\n")
_EXPECT_LINE = next(n for n, line in enumerate(_STATS_TEST.split("\n"), 1) if "Some(3.0)" in line)


def test_turning_from_the_proposed_code_change_to_the_test_makes_the_test_the_place(tmp_path: Path) -> None:
    """「それじゃなくてテストの方」 after the agent offered to change `median` so that the failing
    `median_of_even_count` passes: the test is what is wrong, and its file weighs like code
    (dev34 b07)."""
    messages = [
        {"role": "user", "content": "cargo test 落ちてるの前から？"},
        {"role": "assistant", "content": (
            "前から落ちていました。`tests/stats.rs` の `median_of_even_count` が失敗しています "
            "(`left: Some(2.5)`, `right: Some(3.0)`)。`src/stats.rs` の `median` を、偶数個のときに上側の値を返すように"
            "変えればテストは通ります。そちらを直しますか？")}]
    project = write(tmp_path, {"src/stats.rs": _STATS, "tests/stats.rs": _STATS_TEST})
    ref = honing.ground("それじゃなくてテストの方。偶数個のときは平均で合ってるから", messages, cwd=project,
                        turns=1).references[0]
    assert ref.resolved and ref.path == "tests/stats.rs", ref
    assert ref.start_line is not None and ref.end_line is not None and ref.start_line <= _EXPECT_LINE <= ref.end_line, ref


def test_the_other_one_picks_no_item_by_the_word_other() -> None:
    """「另外那个也修了吧」 says "the other one"; 另外 standing in an item's text ("另外分块发送时…")
    does not pick that item (dev34 c07)."""
    assert items._selectors("另外那个也修了吧") == set()
    assert items._selectors("fix the other bug in the parser") == {"parser"}


def test_options_titled_by_their_number_are_a_list() -> None:
    """"**方案一（推荐）**… **方案二**…" after a numbered walk-through (1. 2. 3.): 「第一个方案」
    takes 方案一, the last list in the reply, not step 1 of the walk-through (dev35 c08)."""
    reply = ("具体过程：\n\n1. 驱动把一批改写成一条 INSERT。\n2. `application.yml:21` 的 batch-size 是 2000。\n"
             "3. 本地参数是 64M。\n\n两个解决方案：\n\n**方案一（推荐）：调大线上 RDS 的 `max_allowed_packet`**\n"
             "在 RDS 控制台改成 64MB。\n\n**方案二：代码侧减小批量**\n把 `import.batch-size` 调到 500。\n")
    spans = items.numbered_items(reply)
    assert len(spans) == 2 and reply[spans[0][0]:spans[0][1]].lstrip("* ").startswith("方案一"), spans
    assert "max_allowed_packet" in reply[spans[0][0]:spans[0][1]] and "batch-size" in reply[spans[1][0]:spans[1][1]]


def test_the_test_instead_outweighs_the_code_the_failing_test_calls(tmp_path: Path) -> None:
    """「config戻すんじゃなくてテストの方直して」: the code the failing test calls (voted for by
    every test that calls it) counts a third; the failing test is the place (dev35 b07)."""
    calc = ("<?php\n\nnamespace App\\Services;\n\nclass PointCalculator\n{\n"
            + "".join(f"    // note {n}\n" for n in range(7, 20))
            + "    public function pointsFor(int $amount): int\n    {\n        return (int) floor($amount * $this->rate);\n"
            "    }\n}\n")
    test = ("<?php\n\nclass PointCalculatorTest extends TestCase\n{\n    public function test_basic_rate(): void\n    {\n"
            "        $calc = PointCalculator::fromConfig();\n        $this->assertSame(100, $calc->pointsFor(1000));\n"
            "    }\n\n    public function test_zero(): void\n    {\n"
            "        $this->assertSame(0, PointCalculator::fromConfig()->pointsFor(0));\n    }\n}\n")
    line = test.split("\n").index("        $this->assertSame(100, $calc->pointsFor(1000));") + 1
    messages = [
        {"role": "user", "content": "CI で PointCalculatorTest が落ちてる"},
        {"role": "assistant", "content": (
            "`test_basic_rate` が落ちています (`50 is not identical to 100`)。`pointsFor` は `test_basic_rate` と "
            "`test_zero` から呼ばれています。#231 で `config/points.php` の rate が 0.05 になったのが原因なので、"
            "0.10 に戻すのがよさそうです。戻しますか？")}]
    project = write(tmp_path, {"app/Services/PointCalculator.php": calc, "tests/Unit/PointCalculatorTest.php": test,
                               "config/points.php": "<?php\n\nreturn ['rate' => 0.05];\n"})
    ref = honing.ground("5%で合ってるって。config戻すんじゃなくてテストの方直して", messages, cwd=project,
                        turns=1).references[0]
    assert ref.resolved and ref.path == "tests/Unit/PointCalculatorTest.php", ref
    assert ref.start_line is not None and ref.end_line is not None and ref.start_line <= line <= ref.end_line, ref


def test_this_repository_needs_no_change_in_japanese() -> None:
    from honing.grounding import vocab

    assert vocab.first("このリポジトリ側(`deploy.yml`)は今のままで変更不要です。", "nothing_to_fix") is not None
    assert vocab.first("このリポジトリの変更は不要です", "nothing_to_fix") is not None


def test_a_negated_turn_to_the_test_is_no_turn_to_the_test() -> None:
    """「不要改测试，改代码」, 别改测试 and "no, the test still fails" do not say the test is what to
    change (a review's finding)."""
    from honing.grounding import vocab

    for said in ("不要改测试，改代码", "别改测试", "不用改测试用例", "no idea why the test is failing, just fix it",
                 "no, the test still fails"):
        assert vocab.first(said, "test_instead") is None, said
    for said in ("代码没问题，改一下测试吧", "それじゃなくてテストの方", "change the test instead"):
        assert vocab.first(said, "test_instead") is not None, said


def test_a_sentence_about_option_1_after_a_list_is_no_new_list() -> None:
    """"Option 1 is the smaller change, so I'd start there." after "1. … 2. …" keeps the list of
    two; an option counts as an item only where it is a title ("Option 2: …", 「方案一（推荐）」)."""
    reply = ("1. Take the lock in Get (cache.go:4).\n2. Copy the map before returning it (store.go:4).\n\n"
             "Option 1 is the smaller change, so I'd start there. Which one do you want?")
    spans = items.numbered_items(reply)
    assert len(spans) == 2 and reply[spans[0][0]:].startswith("1. Take the lock"), spans
    assert len(items.numbered_items("Option 1: lock it\nOption 2: copy it\n")) == 2


def test_a_reply_that_prefers_one_cause_has_chosen() -> None:
    """Two listed causes, only the second with "I'd fix this one first": the reply chose, so
    "ok just fix it" is not left open (only causes that each carry their own fix choose none)."""
    reply = ("Two things could cause the double booking:\n\n"
             "1. `reserve` in `booking.py:14` reads and writes without a lock.\n"
             "2. `expire` in `cleanup.py:30` frees the seat late. I'd fix this one first, it's the likelier cause.\n\n"
             "Both fit what you saw.")
    turns = _turns([{"role": "user", "content": "we get double bookings in prod, this is a bug. why?"},
                    {"role": "assistant", "content": reply}])
    assert "does not choose" not in resolve.plan("ok just fix it", turns).reason


def test_a_fix_made_to_the_file_the_explanation_named_ends_the_explanation() -> None:
    """Turn 1 traced the nil-map panic to `Reset` in `cache.go:12` without quoting code; turn 2's
    edit replaced a line of cache.go. The panic pasted again is not sent back to turn 1's
    explanation as a fix "not made" (a review's finding)."""
    edit = {"file_path": "cache.go", "old_string": "\tc.items = nil", "new_string": "\tc.items = map[string]int{}"}
    messages = [
        {"role": "user", "content": "panic: assignment to entry in nil map in Set, why"},
        {"role": "assistant", "content": "The root cause is `Reset` in `cache.go:12` setting the map to nil; I'd have "
                                         "`Reset` assign a fresh map. Shall I?"},
        {"role": "user", "content": "yes"},
        {"role": "assistant", "content": None, "tool_calls": [_call("e1", "edit", edit)]},
        {"role": "tool", "tool_call_id": "e1", "content": "ok"},
        {"role": "assistant", "content": "Done: `Reset` now assigns a fresh map."}]
    plan = resolve.plan("still crashing: panic: assignment to entry in nil map", _turns(messages))
    assert "explained this error" not in plan.reason, plan.reason


def test_a_type_quoted_by_the_type_checker_is_no_message() -> None:
    """tsc's "Type 'string | undefined' is not assignable to type 'string | null'": the quoted types
    are not a message to look for in the code (it would find the interface, not the line tsc names;
    dev35 a02)."""
    text = ("src/bookings/dto.ts(36,5): error TS2322: Type 'string | undefined' is not assignable to type "
            "'string | null'.")
    found = [(m.kind, m.value) for m in mentions.find(text)]
    assert ("location", "src/bookings/dto.ts") in found
    assert not any(kind == "message" and "string |" in value for kind, value in found), found


def test_setting_an_item_aside_by_its_title_word_leaves_the_other() -> None:
    """"leave the probe, i already changed it": the item titled "**Liveness probe 404**" is taken;
    "do the other one" is the memory limit (dev35 a07)."""
    reply = ("Two separate problems:\n\n1. **Liveness probe 404** — `deploy/base/deployment.yaml:42` probes "
             "`/actuator/healthz`. Fix: `path: /actuator/health/liveness`.\n\n2. **OOMKilled** — the container's "
             "`limits.memory` is `512Mi` (`patch-deployment.yaml:31`) but the heap is 768m. Fix: raise it to 1Gi.\n\n"
             "I can fix both; shall I?")
    turns = _turns([{"role": "user", "content": "pods keep restarting, whats wrong"},
                    {"role": "assistant", "content": reply},
                    {"role": "user", "content": "leave the probe, i already changed it. whats a memory request"},
                    {"role": "assistant", "content": "A request is what the scheduler reserves; the limit is the cap."}])
    plan = resolve.plan("ok and do the other one", turns)
    assert "no later message took up" in plan.reason and plan.candidates[0].turn == 1, plan
    assert any("patch-deployment.yaml" in s.mention.value for s in plan.candidates[0].sources), plan.candidates[0]
    assert not any("deployment.yaml:42" in s.mention.value or s.mention.line == 42 for s in plan.candidates[0].sources)


def test_a_how_question_keeps_nothing_out() -> None:
    """"how do i plan just prod without touching staging state?" asks how; it does not take the
    files of the earlier finding off the table (dev35 a05)."""
    from honing.grounding.settled import _deferrals

    turns = _turns([
        {"role": "user", "content": "invoice PDFs get rendered twice in prod. is it an infra thing?"},
        {"role": "assistant", "content": "Yes: `aws_sqs_queue.jobs` in `modules/worker/main.tf` has "
                                         "`visibility_timeout_seconds = 30` (line 18), while prod sets the Lambda timeout to 120 "
                                         "(`envs/prod/main.tf:26`)."},
        {"role": "user", "content": "how do i plan just prod without touching staging state?"},
        {"role": "assistant", "content": "`terraform -chdir=envs/prod plan`."}])
    deferred, excluded = _deferrals(turns, "ok now the dupe thing")
    assert not deferred and not excluded, (deferred, excluded)


def test_the_frontend_needing_no_change_is_no_conclusion_that_nothing_needs_fixing() -> None:
    """「`http.ts` 的 `baseURL` 本来就是 `/api`，前端代码不用改」 after adding a dev proxy says the
    frontend needs nothing more for that task; it does not settle the defects discussed before it
    (dev34 c06). 「仓库代码不需要改」 still does."""
    from honing.grounding import vocab

    assert vocab.first("已加好代理，`http.ts` 的 `baseURL` 本来就是 `/api`，前端代码不用改。", "nothing_to_fix") is None
    assert vocab.first("更新 Secrets 后 Re-run 就行，仓库代码不需要改。", "nothing_to_fix") is not None


def test_a_failing_test_named_by_the_sentence_points_at_the_code_it_checks() -> None:
    """「おけ、じゃあ test_export_csv_has_bom の方もおねがい」: the sentence writes the failing
    test's name and says nothing against the test; the place is the code the reply blamed (the
    `.encode("utf-8")` line of `export_members_csv`), not the test case the name matches (dev35 b06)."""
    case_dir = next((CASES34.parent / "ground_cases_dev35").glob("b06-*"))
    case = tomllib.loads((case_dir / "case.toml").read_text("utf-8"))
    ref = honing.ground(case["sentence"], str(case_dir / case["transcript"]), cwd=case_dir / "project",
                        turns=case["turns"]).references[0]
    expect = case["expect"]
    assert ref.resolved and ref.path == expect["path"], ref
    assert ref.start_line is not None and ref.end_line is not None and ref.start_line <= expect["line"] <= ref.end_line
