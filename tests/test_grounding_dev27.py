"""Grounding behaviours found on the twenty-seventh development set (bench/ground_cases_dev27):
ordinals past the fourth and with every counter word, and a finding whose title places it."""

from __future__ import annotations

from pathlib import Path

import pytest

import honing
from honing.grounding import resolve
from honing.grounding.items import ordinal
from honing.sessions.openai import parse_messages

from .test_grounding_dev5 import write
from .test_grounding_dev14 import _edit


@pytest.mark.parametrize(("sentence", "number"), [
    ("第4条也改了吧", 4), ("第 4 条也改了吧", 4), ("第四点也改一下", 4), ("第5项先修", 5), ("第七个呢", 7),
    ("5つ目もお願い", 5), ("六番目のやつ", 6), ("do the fifth one too", 5), ("item 6 as well", 6),
])
def test_an_ordinal_with_any_counter_word_and_past_four_picks_its_item(sentence: str, number: int) -> None:
    """「第4条也改了吧」 picks item 4 (dev27 c02): 条, 点 and 项 count as 个 does, and lists
    have more than four items."""
    assert ordinal(sentence) == number


@pytest.mark.parametrize("sentence", ["第12条也改了吧", "第4季度的报表", "15つ目"])
def test_a_larger_number_or_another_noun_is_no_ordinal(sentence: str) -> None:
    assert ordinal(sentence) is None


def test_a_finding_whose_title_places_it_is_there_not_where_its_failure_shows(tmp_path: Path) -> None:
    """「第4条也改了吧」 after a review whose fourth finding is titled "`request()` does not
    check `res.ok` (`src/api/client.ts:8`)" and goes on to say the failure shows in
    `useInvoices` as `Page<Invoice>` data: the place is the title's (dev27 c02)."""
    client = ("export class ApiError extends Error {}\n\nexport async function request<T>(path: string): Promise<T> {\n"
              "  const res = await fetch(path);\n  if (res.status === 401) {\n    throw new ApiError('unauthorized');\n  }\n"
              "  return (await res.json()) as T;\n}\n")
    hook = ("import { request } from '../api/client';\n\nexport function useInvoices(filter: Filter) {\n"
            "  const [data, setData] = useState<Invoice[]>([]);\n  useEffect(() => {\n"
            "    request<Page<Invoice>>('/invoices').then((res) => setData(res.items));\n  }, [filter.page]);\n"
            "  return data;\n}\n")
    root = write(tmp_path, {"src/api/client.ts": client, "src/hooks/useInvoices.ts": hook})
    review = ("看完了：\n\n1. **`useInvoices` 的依赖数组漏了 `filter.status`**（`src/hooks/useInvoices.ts:7`）。\n"
              "2. **`formatMoney` 固定 `cents / 100`**（`src/utils/format.ts:15`）。\n"
              "3. **`InvoiceTable` 用下标当 key**（`src/components/InvoiceTable.tsx:32`）。\n"
              "4. **`request()` 不检查 `res.ok`**（`src/api/client.ts:8`）。后端 500 时返回的 `{\"error\": \"...\"}` 会被当成 "
              "`Page<Invoice>`，`useInvoices` 里 `setData(res.items)`（第 6 行）拿到 `undefined`，`InvoiceTable` 直接抛错白屏。")
    messages = [{"role": "user", "content": "帮我 review 一下这个分支，先别改代码"},
                {"role": "assistant", "content": review},
                {"role": "user", "content": "1 先修了"},
                {"role": "assistant", "content": "改好了：`src/hooks/useInvoices.ts:7` 依赖数组加上了 `filter.status`。"}]
    ref = honing.ground("第4条也改了吧", messages, cwd=root, turns=2).references[0]
    assert ref.resolved and ref.path == "src/api/client.ts", ref
    assert ref.start_line <= 8 <= ref.end_line, ref


def test_the_other_item_survives_a_recap_list_and_numbers_in_a_code_block(tmp_path: Path) -> None:
    """「那另一个也改了吧」 after findings titled ① and ②, a reply that recaps them (「① 改好了 …
    ② 等财务确认口径再说」) and a later reply whose shell block numbers its commits (`# 1) …`):
    the recap places nothing and the block is no list, so the open item is ② of the findings
    (dev27 c05)."""
    transform = ("def dedupe_latest(rows):\n    seen = {}\n    for row in sorted(rows, key=lambda r: r['updated_at']):\n"
                 "        seen[row['order_id']] = row\n    return list(seen.values())\n\n\n"
                 "def to_cents(value):\n    return int(float(value) * 100)\n")
    root = write(tmp_path, {"etl/transform.py": transform, "etl/cli.py": "def main():\n    pass\n"})
    findings = ("`etl/transform.py` 里有两个会让金额对不上的问题：\n\n**① `dedupe_latest` 留下的是最旧的版本**（第 3 行）\n\n"
                "同一个订单只保留第一次见到的。\n\n**② `to_cents` 用 float 再截断**（第 9 行）\n\n"
                "`int()` 直接截断成 1998。要先确认财务口径。先修哪个？")
    commits = ("可以分两次提交：\n\n```bash\n# 1) 去重的修复\ngit add etl/transform.py\ngit commit -m fix\n\n"
               "# 2) --since\ngit add etl/cli.py\ngit commit -m feat\n```")
    messages = [{"role": "user", "content": "nightly 报表的总额比后台少一点点，帮我看下 etl/transform.py 哪里有问题"},
                {"role": "assistant", "content": findings},
                {"role": "user", "content": "先修1。2我得先问下财务那边是不是本来就要截断"},
                {"role": "assistant", "content": "① 改好了：`dedupe_latest` 按 `updated_at` 排序后逐条覆盖。\n\n② 等财务确认口径再说。"},
                {"role": "user", "content": "cli 的改动和 transform 的改动分开提交，怎么弄比较干净"},
                {"role": "assistant", "content": commits}]
    ref = honing.ground("财务回了 说不是截断 那另一个也改了吧", messages, cwd=root, turns=3).references[0]
    assert ref.resolved and ref.path == "etl/transform.py" and ref.start_line <= 9 <= ref.end_line, ref
    assert ref.symbol == "to_cents", ref
    # and it is found as the item no message took up, not as the newest turn with a defect
    plan = resolve.plan("财务回了 说不是截断 那另一个也改了吧", parse_messages(messages).turns)
    assert plan.reason.startswith("the one item of the numbered list in turn 1"), plan.reason


def test_a_file_the_user_asks_about_and_the_agent_answers_no_is_not_the_place(tmp_path: Path) -> None:
    """「application.yml 里 spring.jackson.time-zone 是 UTC，这个要不要也改成 Asia/Shanghai？跟刚才日报那个是不是
    一回事」 answered 「不是一回事，这个建议不改」: the file asked about is cleared, and 「那时区那个坑你改了吧」
    is the grouping line of the first report (dev27 c03)."""
    service = ("package com.acme.attendance.service;\n\npublic class ShiftService {\n"
               "    public Map<LocalDate, Long> dailySummary(List<Punch> punches) {\n        ZoneId zone = props.zone();\n"
               "        for (Punch p : punches) {\n            LocalDate day = p.getPunchedAt().atZone(ZoneOffset.UTC).toLocalDate();\n"
               "        }\n        return result;\n    }\n}\n")
    yml = "spring:\n  jackson:\n    time-zone: UTC\n  jpa:\n    properties:\n      hibernate.jdbc.time_zone: UTC\napp:\n  zone: Asia/Shanghai\n"
    root = write(tmp_path, {"src/main/java/com/acme/attendance/service/ShiftService.java": service,
                            "src/main/resources/application.yml": yml})
    messages = [{"role": "user", "content": "早班的打卡日报不对，凌晨0点到8点之间打的卡全算到前一天去了"},
                {"role": "assistant", "content": "找到原因了，是时区问题。`ShiftService.dailySummary` 里按天分组用的是 UTC："
                                                 "`ShiftService.java` 第 7 行的 `atZone(ZoneOffset.UTC)`。要我现在改吗？"},
                {"role": "user", "content": "application.yml 里 spring.jackson.time-zone 是 UTC，这个要不要也改成 Asia/Shanghai？"
                                            "跟刚才日报那个是不是一回事"},
                {"role": "assistant", "content": "不是一回事，这个建议不改。\n\n- `spring.jackson.time-zone`（`application.yml` 第 3 行）"
                                                 "只影响 `Date` 的序列化。\n- 第 6 行 `hibernate.jdbc.time_zone: UTC` 也应该保持 UTC。\n\n"
                                                 "日报算错天是业务逻辑的问题：分组那行写死了 `ZoneOffset.UTC`。"}]
    ref = honing.ground("行 那时区那个坑你改了吧", messages, cwd=root, turns=2).references[0]
    assert ref.resolved and ref.path.endswith("ShiftService.java"), ref


def test_approving_the_recommended_way_discounts_what_the_other_ways_name(tmp_path: Path) -> None:
    """「那就按你说的那个办法改吧」 after a reply that explains the race in `ReserveAsync` and
    lists three ways to fix, recommending 1: what option 2 names twice (「给 `StockItem` 加
    `rowversion` 列」) does not outweigh the method of the race (dev27 c09)."""
    service = ("namespace Inventory.Api.Services;\n\npublic class StockService\n{\n"
               "    public async Task<ReservationResult> ReserveAsync(string sku, int quantity, CancellationToken ct)\n    {\n"
               "        var item = await _db.StockItems.SingleOrDefaultAsync(s => s.Sku == sku, ct);\n"
               "        if (item.Quantity < quantity)\n            return ReservationResult.Insufficient(sku, item.Quantity);\n"
               "        item.Quantity -= quantity;\n        await _db.SaveChangesAsync(ct);\n        return ReservationResult.Ok();\n"
               "    }\n}\n")
    entity = ("namespace Inventory.Api.Data;\n\npublic class StockItem\n{\n    public int Id { get; set; }\n"
              "    public string Sku { get; set; }\n    public int Quantity { get; set; }\n}\n")
    root = write(tmp_path, {"src/Inventory.Api/Services/StockService.cs": service,
                            "src/Inventory.Api/Data/StockItem.cs": entity})
    reply = ("这是典型的竞态，`ReserveAsync` 里读、判断、写之间没有并发控制：\n\n```csharp\n"
             "var item = await _db.StockItems.SingleOrDefaultAsync(s => s.Sku == sku, ct);\nif (item.Quantity < quantity)\n"
             "    return ReservationResult.Insufficient(sku, item.Quantity);\nitem.Quantity -= quantity;\n"
             "await _db.SaveChangesAsync(ct);\n```\n\n`StockItem` 上没有并发令牌。\n\n几种修法：\n\n"
             "1. **条件更新，原子扣减**：`UPDATE ... SET Quantity = Quantity - @qty WHERE Sku = @sku AND Quantity >= @qty`。\n"
             "2. **乐观并发**：给 `StockItem` 加 `rowversion` 列，在 `StockItem` 的配置里用 `IsRowVersion()` 设成并发令牌，冲突时重试。\n"
             "3. **悲观锁**：事务里 `SELECT ... WITH (UPDLOCK, ROWLOCK)`。\n\n我推荐 1，没有迁移，性能也最好。")
    messages = [{"role": "user", "content": "压测的时候 ReserveAsync 会超卖，单线程测没问题，为啥"},
                {"role": "assistant", "content": reply},
                {"role": "user", "content": "先把 appsettings 里数据库命令超时改成 30 秒"},
                {"role": "assistant", "content": "把 `Database:CommandTimeoutSeconds` 从 5 改成 30 了。"}]
    ref = honing.ground("行 那就按你说的那个办法改吧", messages, cwd=root, turns=2).references[0]
    assert ref.resolved and ref.path.endswith("StockService.cs") and ref.start_line <= 10 <= ref.end_line, ref


@pytest.mark.parametrize(("sentence", "numbers"), [
    ("ok now 1", {1}), ("then 3", {3}), ("next 2 please", {2}), ("now 2 tests fail", set()),
])
def test_now_then_and_next_before_a_lone_number_take_that_item(sentence: str, numbers: set[int]) -> None:
    """"ok now 1" takes item 1 of the agent's review (dev27 a02); a count ("now 2 tests fail") takes none."""
    from honing.grounding.items import _numbers_taken

    assert _numbers_taken(sentence) == numbers


def test_a_frame_the_agent_says_isnt_the_bug_gives_way_to_what_it_blames(tmp_path: Path) -> None:
    """"The panic is raised in `Put` (store.go:12), but `Put` isn't the bug: the map it writes
    to was set to `nil` by `Purge`": `Put` and its frames are cleared, `Purge` is not, and
    "back to the panic then, fix it" is the `s.items = nil` in `Purge` (dev27 a01)."""
    store = ("package store\n\ntype Store struct {\n\titems map[string]Item\n}\n\nfunc New() *Store {\n"
             "\treturn &Store{items: map[string]Item{}}\n}\n\nfunc (s *Store) Put(key string, it Item) {\n"
             "\ts.items[key] = it\n}\n\nfunc (s *Store) Purge(now time.Time) {\n\tfor k, it := range s.items {\n"
             "\t\tif it.Expired(now) {\n\t\t\tdelete(s.items, k)\n\t\t}\n\t}\n\tif len(s.items) == 0 {\n"
             "\t\ts.items = nil\n\t}\n}\n")
    root = write(tmp_path, {"internal/store/store.go": store})
    trace = ("relay pod restarted, this in the logs:\n\n```\npanic: assignment to entry in nil map\n\n"
             "goroutine 7 [running]:\ngithub.com/acme/relay/internal/store.(*Store).Put(0xc000132060)\n"
             "\t/build/internal/store/store.go:12 +0x1f4\n```")
    reply = ("Found it. The panic is raised in `Put` (store.go:12), but `Put` isn't the bug: the map it writes to "
             "was set to `nil` by `Purge`.\n\n`Purge` (store.go:15) ends with\n\n```go\nif len(s.items) == 0 {\n"
             "\ts.items = nil\n}\n```\n\nFix: replace `s.items = nil` with `clear(s.items)`. Want me to do that?")
    messages = [{"role": "user", "content": trace}, {"role": "assistant", "content": reply},
                {"role": "user", "content": "hold on, asking Jonas first. git q: how do i squash 3 commits"},
                {"role": "assistant", "content": "`git reset --soft HEAD~3 && git commit`."}]
    ref = honing.ground("jonas says no real reason. back to the panic then, fix it", messages, cwd=root,
                        turns=2).references[0]
    assert ref.resolved and ref.symbol == "Purge" and ref.start_line <= 22 <= ref.end_line, ref


def test_a_subject_cleared_by_name_alone_is_cleared_and_a_plain_one_clears_what_follows() -> None:
    """"The service is fine here: `IsExpired` uses the injected `TimeProvider`" still clears
    `IsExpired` (the piece names nothing before its verdict), while "`Put` isn't the bug: …
    by `Purge`" clears `Put` only."""
    from honing.grounding.prose import _cleared
    from honing.sessions.model import Turn

    fine = Turn(1, "why is it flaky", "The service is fine here: `IsExpired` uses the injected `TimeProvider`.")
    blamed = Turn(1, "why does it panic", "The panic is raised in `Put`, but `Put` isn't the bug: the map was set to "
                                          "`nil` by `Purge`.")
    assert "IsExpired" in _cleared(fine)
    assert "Put" in _cleared(blamed) and "Purge" not in _cleared(blamed)


def test_a_finding_the_reply_says_it_fixed_in_more_words_than_its_title_is_taken_up(tmp_path: Path) -> None:
    """"Month labels are fixed (…)" after findings titled **Month label** and **Clear empties
    the table**: the first is taken up, and "the other one" is the second (dev27 a06)."""
    store = ("export const useFilters = defineStore('filters', {\n  state: () => ({ status: 'all' as VehicleStatus }),\n"
             "  actions: {\n    clearFilters() {\n      this.status = \"\" as VehicleStatus;\n    },\n  },\n})\n")
    date = "const MONTHS = ['Jan', 'Feb'];\n\nexport function formatMonth(d: Date) {\n  return MONTHS[d.getMonth()];\n}\n"
    root = write(tmp_path, {"src/stores/filters.ts": store, "src/utils/date.ts": date})
    reply = ("Found both.\n\n**Month label** — `src/utils/date.ts`, `formatMonth` (line 4): `MONTHS[d.getMonth() - 1]` shifts "
             "every label back one month.\n\n**Clear empties the table** — `src/stores/filters.ts`, `clearFilters` (line 5): it "
             "sets `this.status = \"\" as VehicleStatus` instead of `\"all\"`.\n\nI'll fix the month label now.\n\n"
             "Month labels are fixed (`formatMonth` now indexes `MONTHS[d.getMonth()]`). Should I change the Clear one too?")
    messages = [{"role": "user", "content": "two bugs: the month dropdown is one month off, and Clear empties the table"},
                {"role": "assistant", "content": reply},
                {"role": "user", "content": "the new guy asks why we use pinia options stores. short answer?"},
                {"role": "assistant", "content": "Options stores are more explicit for plain state like `filters.ts`."}]
    ref = honing.ground("ok now the other one", messages, cwd=root, turns=2).references[0]
    assert ref.resolved and ref.path == "src/stores/filters.ts", ref


def test_two_placed_causes_the_agent_cannot_settle_leave_the_japanese_sentence_unresolved(tmp_path: Path) -> None:
    """「今の情報ではどちらが効いているのか断定できません」 after two causes placed in two files, then
    side topics: 「本番ログで何も出ない件なおしといて」 chooses neither (dev27 b03)."""
    parse = "pub fn parse(line: &str) -> Option<i64> {\n    let t = Local.from_local_datetime(&naive)?;\n    Some(t)\n}\n"
    filt = "pub fn since(lines: &[Line], cutoff: i64) -> usize {\n    lines.partition_point(|l| match l.ts {\n" \
           "        None => true,\n        Some(t) => t < cutoff,\n    })\n}\n"
    root = write(tmp_path, {"src/parse.rs": parse, "src/filter.rs": filt, "src/main.rs": "fn main() {}\n"})
    reply = ("本番ログで「何も出ない」になりうる原因が2つあります。\n\n**A. オフセットなしの時刻をローカル時刻として読んでいる**"
             "（`src/parse.rs:2`）\n全行が9時間古い扱いになります。\n\n**B. 二分探索の前提が崩れている**（`src/filter.rs:2`）\n"
             "継続行を `None => true` で扱っています。\n\nどちらも説明できるので、今の情報ではどちらが効いているのか断定できません。"
             "本番ログの先頭と末尾を見せてもらえれば切り分けられます。")
    messages = [{"role": "user", "content": "`logslice --since 2h` が本番ログだと何も出ないことがある。原因わかる？"},
                {"role": "assistant", "content": reply},
                {"role": "user", "content": "ログはあとで取ってくる。先に cargo build の warning 消しといて"},
                {"role": "assistant", "content": "`src/main.rs` の未使用変数を削除しました。"}]
    ref = honing.ground("で、本番ログで何も出ない件なおしといて", messages, cwd=root, turns=2).references[0]
    assert not ref.resolved, ref


def test_two_crash_causes_and_a_log_still_missing_leave_xian_xiu_unresolved(tmp_path: Path) -> None:
    """「没有堆栈的话我没法确定测试碰到的是哪一个」 with two causes in two files, closing with
    「建议先让测试复现时抓一下日志」: asking for the log chooses nothing, and 「测试又闪退了一次 还是没抓到日志
    你先修了吧」 says what it lacks, not which cause (dev27 c10)."""
    fragment = ("class LoginFragment : Fragment() {\n    private val binding get() = _binding!!\n\n"
                "    override fun onViewCreated() {\n        lifecycleScope.launch {\n"
                "            viewModel.state.collect { render(it) }\n        }\n    }\n}\n")
    repo = "class AuthRepository {\n    suspend fun login(): User {\n        val data = envelope.data!!\n        return data\n    }\n}\n"
    root = write(tmp_path, {"app/src/main/java/auth/LoginFragment.kt": fragment,
                            "app/src/main/java/auth/AuthRepository.kt": repo})
    reply = ("看了登录相关的代码，有两个地方都可能导致\"偶尔闪退\"，没有堆栈的话我没法确定测试碰到的是哪一个：\n\n"
             "**A. `LoginFragment` 在 View 销毁后还在更新 UI**（`LoginFragment.kt:2`）\n\n`binding` 的 `!!` 抛 NPE，"
             "从返回栈回来时还会再 `launch` 一次。\n\n**B. 风控时 `data` 为 null**（`AuthRepository.kt:3`）\n\n"
             "`envelope.data!!` 抛 NPE。\n\n两个的现象都是\"点登录后偶尔闪退\"，从描述上分不出来。建议先让测试复现时抓一下日志，"
             "看堆栈落在 `LoginFragment.render` 还是 `AuthRepository.login`。")
    messages = [{"role": "user", "content": "测试反馈登录页偶尔闪退，没有堆栈。你先帮我看看代码里可能是哪"},
                {"role": "assistant", "content": reply},
                {"role": "user", "content": "minSdk 改成 24"},
                {"role": "assistant", "content": "`app/build.gradle.kts` 里 minSdk 改成 24 了。"}]
    ref = honing.ground("测试又闪退了一次 还是没抓到日志 你先修了吧", messages, cwd=root, turns=2).references[0]
    assert not ref.resolved, ref


def test_a_413_the_agent_places_in_another_teams_ingress_is_outside_the_repository(tmp_path: Path) -> None:
    """「这个仓库里没有能修它的地方」 … 「这个要找运维改，本仓库不需要动代码」, then a side edit of the
    timeout: 「413那个你直接改了吧」 cannot be done here (dev27 c08)."""
    root = write(tmp_path, {"src/views/ProductEditView.vue": "<script setup>\nconst MAX_SIZE = 10 * 1024 * 1024\n</script>\n",
                            "src/api/http.ts": "export const http = axios.create({ timeout: 15000 })\n"})
    reply = ("查清楚了：413 是 API 域名前面的 **K8s ingress-nginx** 拦下来的，这个仓库里没有能修它的地方。\n\n"
             "`ProductEditView.vue` 第 2 行 `MAX_SIZE` 是 10MB，校验本身没问题。需要改的是 API 的 Ingress（在运维的 "
             "`ops/k8s-manifests` 仓库），加上 `nginx.ingress.kubernetes.io/proxy-body-size: \"10m\"`。这个要找运维改，"
             "本仓库不需要动代码。")
    messages = [{"role": "user", "content": "商品编辑页上传大于1M左右的图片就失败，413 (Request Entity Too Large)。帮我查下"},
                {"role": "assistant", "content": reply},
                {"role": "user", "content": "好 我去找运维。顺便把 http.ts 的超时改成 60s，大图传得慢 15s 不够"}]
    messages += _edit("e1", "src/api/http.ts", "timeout: 15000", "timeout: 60000")
    messages += [{"role": "assistant", "content": "`src/api/http.ts` 第 1 行的全局超时从 15s 改成了 60s。\n\n另外提醒一下：413 的问题"
                                                 "改超时解决不了，还是要等运维把 Ingress 的 `proxy-body-size` 调到 10m。"}]
    ref = honing.ground("413那个你直接改了吧", messages, cwd=root, turns=2).references[0]
    assert not ref.resolved, ref



CASES = Path(__file__).resolve().parent.parent / "bench" / "ground_cases_dev27"


def _bench_case(prefix: str) -> tuple[str, honing.GroundResult, dict[str, object]]:
    """Run the engine on a case of the bench set as the bench does."""
    import tomllib

    case_dir = next(CASES.glob(f"{prefix}-*"))
    case = tomllib.loads((case_dir / "case.toml").read_text("utf-8"))
    result = honing.ground(case["sentence"], str(case_dir / case["transcript"]), cwd=case_dir / "project",
                           turns=case["turns"])
    return case["sentence"], result, case["expect"]


def test_an_aside_after_a_lead_line_is_placed_by_its_first_sentence() -> None:
    """「ついでに気づいた点がひとつあります（今回は触っていません）:」 then 「`src/hooks/useOrders.ts:27` の
    `useEffect` で `fetchOrders(...)` を投げっぱなし … `fetchOrders` は `signal` を受け取れるのに」: the
    aside's first sentence after its lead places it, and the callee it names twice does not
    outweigh it (dev27 b01, the Claude Code session itself)."""
    _, result, expect = _bench_case("b01")
    ref = result.references[0]
    assert ref.resolved and ref.path == expect["path"], ref
    assert ref.start_line <= expect["line"] <= ref.end_line, ref


# --- found by the review of this round ------------------------------------------------------


def test_a_name_written_against_japanese_text_is_still_a_name() -> None:
    """「HttpClientのやつ」 names HttpClient: the guard against hyphenated words is ASCII only
    (Python's \\w matches kana and kanji)."""
    from honing.grounding.remaining import _IDENTIFIER

    assert _IDENTIFIER.findall("HttpClientのやつは気にしなくていいです") == ["HttpClient"]
    assert _IDENTIFIER.findall("add settings-save to the button") == ["button"]


@pytest.mark.parametrize("said", ["2号我之前已经修好了", "第二个我之前自己改过了", "2番はリリースの前に自分で直しておきました"])
def test_earlier_and_before_the_release_do_not_hide_the_item_number_taken_up(said: str) -> None:
    """之前 ("earlier") and 「リリースの前に」 are no ask ahead of an item: the number stays taken."""
    from honing.grounding import vocab
    from honing.grounding.items import _numbers_taken

    assert _numbers_taken(vocab.masked(said, "ahead_of")) == {2}


def test_what_a_defect_lacks_still_picks_its_item() -> None:
    """「没校验大小那个」 and "the one with no timeout" describe a defect by what the code lacks;
    only missing evidence (「没抓到日志」, "still no logs") is taken out."""
    from honing.grounding.items import _selectors

    assert {"校验", "大小"} <= _selectors("没校验大小那个修一下")
    assert "timeout" in _selectors("fix the one with no timeout first")
    assert "日志" not in _selectors("测试又闪退了一次 还是没抓到日志 你先修了吧")
    assert "logs" not in _selectors("crashed again, still no logs, just fix it")


@pytest.mark.parametrize("sentence", ["fix the N+1 query one, the dashboard is slow: was 0.4s, now 3.5s",
                                      "the dashboard takes now 3.2s to load, fix the N+1 query one",
                                      "then 2 seconds later it times out"])
def test_a_measurement_after_now_or_then_is_no_item_number(sentence: str) -> None:
    from honing.grounding.items import _numbers_taken

    assert _numbers_taken(sentence) == set()


def test_an_item_the_reply_says_is_not_fixed_yet_stays_open() -> None:
    """"Timezone is not fixed yet" takes nothing up; "Month labels are fixed" does."""
    from honing.grounding.remaining import _taken_up
    from honing.sessions.model import Turn

    text = ("1. **Timezone** — `src/dates.py:4` parses without a zone.\n2. **Paging** — `src/page.py:2` is off by one.\n\n"
            "2 is fixed now. Timezone is not fixed yet; it needs a decision.")
    turn = Turn(1, "review pls", text)
    spans = [(0, text.index("\n2.")), (text.index("\n2.") + 1, text.index("\n\n"))]
    assert _taken_up([turn], turn, text, spans) == {2}


@pytest.mark.parametrize(("question", "answer"), [
    ("第二页会重复第一页最后一行，是不是 src/pager.py 里 start 算错了？",
     "不是，start 没问题，bug 在切片结尾多取了一行；`tests/test_pager.py` 只测了第一页。"),
    ("Page 2 repeats the last row of page 1. Is start computed wrong in src/pager.py?",
     "No, the bug is in the slice end, not start; `tests/test_pager.py` only checks page 1."),
])
def test_a_no_to_the_users_guess_of_the_cause_does_not_clear_the_file_asked_about(
        tmp_path: Path, question: str, answer: str) -> None:
    """"No, the bug is in the slice end, not start" answers the guess, not the file: the file
    stays where the defect is (only "leave it" answers, 「不是一回事，这个建议不改」, clear it)."""
    root = write(tmp_path, {"src/pager.py": "def page(items, n, size):\n    start = n * size\n    end = start + size\n"
                                            "    return items[start:end + 1]\n",
                            "tests/test_pager.py": "def test_first_page():\n    assert page(list(range(50)), 0, 20)\n"})
    messages = [{"role": "user", "content": question}, {"role": "assistant", "content": answer}]
    ref = honing.ground("ok fix that", messages, cwd=root, turns=1).references[0]
    assert ref.resolved and ref.path == "src/pager.py", ref


@pytest.mark.parametrize(("sentence", "phrase"), [("这些也修一下", "这些"), ("那些也改了吧", "那些"),
                                                  ("财务那边对不上", None), ("这样改一下", None)])
def test_these_and_those_point_and_that_side_does_not(sentence: str, phrase: str | None) -> None:
    from honing.grounding import vocab

    found = vocab.find_all(sentence, "deictic")
    best = max(found, key=lambda m: (len(m.group(0)), -m.start())).group(0) if found else None
    assert best == phrase


def test_how_much_faster_is_no_choice_between_causes() -> None:
    """「直せばどれだけ速くなるかは断定できません」 says nothing of two causes."""
    from honing.grounding import vocab

    assert vocab.first("直せばどれだけ速くなるかは断定できません。", "undecided") is None
    assert vocab.first("今の情報ではどちらが効いているのか断定できません。", "undecided") is not None


def test_a_circled_number_said_done_after_a_pasted_list_does_not_crash(tmp_path: Path) -> None:
    """「① 直しました」 after a list the user pasted: the circled number is read as 1 (it raised
    ValueError in `int()` once circled numbers were read as done), and the open item 2 is
    the paragraph that opens with its number."""
    root = write(tmp_path, {"a.py": "def f():\n    return 1\n", "b.py": "def g():\n    return 2\n"})
    messages = [{"role": "user", "content": "レビュー指摘2つ\n\n1. a.py の f が遅い\n2. b.py の g が落ちる\n\nまず1だけ直して"},
                {"role": "assistant", "content": "① 直しました。\n\n2 は `b.py:2` の返り値です。"}]
    ref = honing.ground("もう一個の方もお願い", messages, cwd=root, turns=1).references[0]
    assert ref.resolved and ref.path == "b.py", ref
