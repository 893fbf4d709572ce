"""Grounding behaviours found on the tenth development set (bench/ground_cases_dev10)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import honing

from .test_grounding_dev5 import write

PAGING = {
    "internal/pagination/pagination.go": ("package pagination\n\ntype Page struct{ Number, PerPage int }\n\n"
                                          "func (p Page) Offset() int {\n\treturn p.Number * p.PerPage\n}\n"),
    "internal/store/store.go": ("package store\n\nfunc List(q string) string {\n\tif q != \"\" {\n"
                                "\t\treturn \"WHERE name ILIKE $1\"\n\t}\n\treturn \"\"\n}\n"),
    "main.go": "package main\n\nfunc main() {\n\tport := env(\"PORT\", \"8080\")\n\tserve(port)\n}\n",
}


def edit(call_id: str, path: str, old: str, new: str) -> dict[str, object]:
    return {"id": call_id, "type": "function", "function": {"name": "Edit", "arguments": json.dumps(
        {"file_path": path, "old_string": old, "new_string": new})}}


def fix_with_aside(aside: str) -> list[dict[str, object]]:
    return [
        {"role": "user", "content": "add a ?q= search to the list endpoint"},
        {"role": "assistant", "content": None, "tool_calls": [edit("e1", "internal/store/store.go", "\treturn \"\"",
                                                                   "\tif q != \"\" {\n\t\treturn \"WHERE name ILIKE $1\"\n\t}\n\treturn \"\"")]},
        {"role": "tool", "tool_call_id": "e1", "content": "ok"},
        {"role": "assistant", "content": aside},
    ]


ASIDE = {
    "en": ("Added the search in `internal/store/store.go`.\n\n"
           "**Separately: the TestOffset failure was there before.** `Offset()` in "
           "`internal/pagination/pagination.go` (line 6) still computes a 0-based offset, so page 1 skips a page. "
           "Out of scope for this change, so I haven't touched it."),
    "ja": ("`internal/store/store.go` に検索を追加しました。\n\n"
           "**別件: `TestOffset` の失敗は元からです。** `internal/pagination/pagination.go` の `Offset()`（6行目）が"
           "0 始まりの計算のままで、1 ページ目が飛ばされています。今回の依頼の範囲外なので触っていません。"),
    "zh": ("搜索加在了 `internal/store/store.go`。\n\n"
           "**另外发现：`TestOffset` 的失败是原来就有的。** `internal/pagination/pagination.go` 第 6 行的 `Offset()` "
           "还是从 0 开始算，第一页会被跳过。这次没改它，我没动。"),
}
LATER = {
    "en": ("ok. now read the port from PORT", "`main.go` reads `PORT` now, 8080 when unset. The build passes."),
    "ja": ("ok。あと main.go、ポートを環境変数 PORT から読むようにして", "`main.go` で `PORT` を読むようにしました。ビルドは通ります。"),
    "zh": ("好的。main.go 的端口改成从 PORT 读", "`main.go` 现在读 `PORT`，没设置就用 8080。编译通过。"),
}


@pytest.mark.parametrize(("lang", "sentence"), [
    ("en", "last thing, fix the one where the test was failing"),
    ("ja", "じゃあ最後に、テスト落ちてたやつ直して"),
    ("zh", "最后把测试挂掉的那个修一下"),
])
def test_what_the_agent_set_aside_beside_its_fix_is_still_open(tmp_path: Path, lang: str, sentence: str) -> None:
    """The agent fixed what it was asked and reported a defect elsewhere it left alone; the
    fix closes its own defect, not the one set aside (it used to be unresolved: "the defect
    discussed was fixed by the agent's edit")."""
    root = write(tmp_path, PAGING)
    ask, answer = LATER[lang]
    messages = [*fix_with_aside(ASIDE[lang]), {"role": "user", "content": ask},
                {"role": "assistant", "content": None, "tool_calls": [edit("e2", "main.go", "\tport := \"8080\"",
                                                                           "\tport := env(\"PORT\", \"8080\")")]},
                {"role": "tool", "tool_call_id": "e2", "content": "ok"},
                {"role": "assistant", "content": answer}]
    ref = honing.ground(sentence, messages, cwd=root, turns=5).references[0]
    assert ref.resolved and ref.path == "internal/pagination/pagination.go", ref
    assert ref.start_line is not None and ref.start_line <= 6 <= ref.end_line


def test_a_defect_the_agent_says_is_still_not_changed_stays_open(tmp_path: Path) -> None:
    """The agent reported the failing test's cause and left it; a later reply says it still
    fails and is not changed yet (还没改): "fix the failing test" is that cause."""
    root = write(tmp_path, {**PAGING, "internal/pagination/pagination_test.go": (
        "package pagination\n\nfunc TestOffset(t *testing.T) {\n\tif (Page{2, 50}).Offset() != 50 {\n"
        "\t\tt.Fatal(\"offset\")\n\t}\n}\n")})
    report = ("搜索加好了。跑测试的时候 `TestOffset` 失败：\n\n```\npagination_test.go:4: offset\n```\n\n"
              "这个是实现的问题，不是用例写错了：`internal/pagination/pagination.go:6` 从 0 开始算。应该改成 "
              "`(p.Number - 1) * p.PerPage`。\n\n我先没动实现，你确认一下是否直接改。")
    messages = [*fix_with_aside(report),
                {"role": "user", "content": "main.go 的端口改成从 PORT 读"},
                {"role": "assistant", "content": None, "tool_calls": [edit("e2", "main.go", "\tport := \"8080\"",
                                                                           "\tport := env(\"PORT\", \"8080\")")]},
                {"role": "tool", "tool_call_id": "e2", "content": "ok"},
                {"role": "assistant", "content": "改好了，编译通过。"},
                {"role": "user", "content": "go vet 跑一下，然后全量测试"},
                {"role": "assistant", "content": "`go vet` 干净。`go test ./...`：`store` 通过；`pagination` 的 "
                                                 "`TestOffset` 还是失败，就是之前说的问题，还没改。"}]
    ref = honing.ground("那个挂掉的测试修一下", messages, cwd=root, turns=5).references[0]
    assert ref.resolved and ref.path == "internal/pagination/pagination.go", ref


TWO_CAUSES = {
    "en": ("Two things fit.\n\n**A. The job marks the digest as sent before sending** (`app/jobs/digest_job.rb:4`): a retry "
           "reads the timestamp the failed attempt wrote.\n\n**B. New is decided by created_at** "
           "(`app/queries/new_recipes.rb:3`): a draft published last week never shows up.\n\n"
           "Both fit \"not everybody\". To tell them apart I'd need the log lines of those two users."),
    "ja": ("二重予約が通りうる箇所は 2 つあります。問い合わせの情報だけではどちらか断定できません。\n\n"
           "1. `app/jobs/digest_job.rb:4` で確認と作成の間にロックがない\n"
           "2. `app/queries/new_recipes.rb:3` の重なり判定が境界を含まない\n\n"
           "該当レコードの created_at を見れば判別できます。"),
    "zh": ("代码里有两个地方都可能导致卡住：\n\n1. `app/jobs/digest_job.rb:4` 异常时没有释放\n"
           "2. `app/queries/new_recipes.rb:3` 回调没有超时\n\n两种都说得通，单凭现在的信息判断不了是哪个。"),
}
TWO_FILES = {
    "app/jobs/digest_job.rb": "class DigestJob\n  def perform(user)\n    since = user.sent_at\n"
                              "    user.update_column(:sent_at, Time.current)\n    deliver(user, since)\n  end\nend\n",
    "app/queries/new_recipes.rb": "class NewRecipes\n  def call\n    Recipe.where('created_at > ?', @since)\n"
                                  "  end\nend\n",
}


@pytest.mark.parametrize(("lang", "sentence"), [
    ("en", "ok just fix it please"),
    ("ja", "ログ見てる時間ないから、とりあえずそれ直しといて"),
    ("zh", "这个bug帮我修一下"),
])
def test_two_possible_causes_and_a_sentence_that_picks_none_is_unresolved(
        tmp_path: Path, lang: str, sentence: str) -> None:
    root = write(tmp_path, TWO_FILES)
    messages = [{"role": "user", "content": "some users got an empty digest on Monday, can you find out why?"},
                {"role": "assistant", "content": TWO_CAUSES[lang]}]
    ref = honing.ground(sentence, messages, cwd=root).references[0]
    assert not ref.resolved and "does not say which" in ref.reason, ref


def test_a_sentence_that_names_one_of_two_possible_causes_picks_it(tmp_path: Path) -> None:
    root = write(tmp_path, TWO_FILES)
    messages = [{"role": "user", "content": "some users got an empty digest on Monday, can you find out why?"},
                {"role": "assistant", "content": TWO_CAUSES["en"]}]
    ref = honing.ground("it's the created_at one, fix that", messages, cwd=root).references[0]
    assert "does not say which" not in ref.reason
    assert ref.resolved and ref.path == "app/queries/new_recipes.rb", ref


REVIEW = {
    "ja": ("ざっと見ました。気になったのは次の3点です（まだ何も変更していません）。\n\n"
           "1. **入力チェックがない**（`app/api/route.ts:3`）\n   `limit` がそのまま渡ります。\n\n"
           "2. **ページ送りしても再取得されない**（`components/Table.tsx:4`）\n   依存配列に `page` がありません。\n\n"
           "3. **エラー時も 200**（`app/api/route.ts:6`）\n   status 指定がありません。"),
    "en": ("Three things (nothing changed yet):\n\n1. **No input check** (`app/api/route.ts:3`): `limit` is passed as is.\n\n"
           "2. **Paging does not refetch** (`components/Table.tsx:4`): `page` is missing from the dependency array.\n\n"
           "3. **Errors return 200** (`app/api/route.ts:6`): no status is set."),
}


@pytest.mark.parametrize(("lang", "sentence"), [
    ("ja", "2個目のやつだけ直して。1と3はAPI側なので自分でやります"),
    ("en", "fix item 2 only, 1 and 3 are on the API side, I'll do them myself"),
])
def test_the_picked_item_survives_the_others_being_kept_by_number(tmp_path: Path, lang: str, sentence: str) -> None:
    """「1と3は自分でやります」 used to take the whole review off the table (its words named
    the API files, which the user's request named beside the picked item's file)."""
    root = write(tmp_path, {
        "app/api/route.ts": "export async function GET(req) {\n  const q = req.query;\n  const limit = q.limit;\n"
                            "  try { return json(await list(limit)); }\n  catch (e) {\n    return json({ error: e });\n"
                            "  }\n}\n",
        "components/Table.tsx": "export function Table() {\n  const [page, setPage] = useState(1);\n"
                                "  const [status] = useState('all');\n  useEffect(() => { load(status, page); }, [status]);\n"
                                "  return null;\n}\n"})
    messages = [{"role": "user", "content": "review app/api/route.ts and components/Table.tsx (the API and the table), "
                                            "numbered list please, don't fix yet"},
                {"role": "assistant", "content": REVIEW[lang]}]
    ref = honing.ground(sentence, messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "components/Table.tsx", ref
    assert ref.start_line is not None and ref.start_line <= 4 <= ref.end_line


PAGER = ("import { ref, watch } from 'vue'\n\nexport function usePagination(fetch) {\n  const page = ref(1)\n"
         "  const list = ref([])\n  const total = ref(0)\n\n  async function load() {\n    const res = await fetch(page.value)\n"
         "    list.value = res.list\n    total.value = res.list.length\n  }\n\n  watch(page, load)\n"
         "  return { page, list, total, load }\n}\n")


def test_a_numbered_heading_holds_its_section_and_the_code_it_quotes_is_the_place(tmp_path: Path) -> None:
    """Findings written as '### 2. …' headings with the offending code in a fence: 第二个问题
    is the section under '### 2.', and the quoted line is where it stands (it used to take
    the first `total` declared, line 6, not the assignment on line 11)."""
    root = write(tmp_path, {"src/usePagination.ts": PAGER,
                            "src/UserList.vue": "<script setup>\nfunction onSearch() {\n  load()\n}\n</script>\n"})
    review = ("看完了。有几个问题：\n\n### 1. 搜索时没有把页码重置为 1（`UserList.vue`）\n\n```ts\nfunction onSearch() {\n"
              "  load()\n}\n```\n\n搜索时应该先把 `page` 置为 1。\n\n### 2. `total` 取错了（`usePagination.ts`）\n\n```ts\n"
              "list.value = res.list\ntotal.value = res.list.length\n```\n\n`total` 用的是当前页的条数，而不是后端返回的总数 "
              "`res.total`，分页器永远只有一页。\n\n### 其他（不算 bug）\n\n- `watch(page, load)` 可以加 immediate。")
    messages = [{"role": "user", "content": "帮我 review 下 UserList.vue 和 usePagination"},
                {"role": "assistant", "content": review},
                {"role": "user", "content": "第一个我自己改了，你看下这样行不行"},
                {"role": "assistant", "content": "看了，这样改是对的：\n\n```ts\nfunction onSearch() {\n  page.value = 1\n}\n```\n\n"
                                                 "这一条没问题了。"}]
    ref = honing.ground("第二个问题处理下", messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "src/usePagination.ts", ref
    assert ref.start_line is not None and ref.start_line <= 11 <= ref.end_line, ref


def test_a_proposal_the_agent_already_carried_out_is_not_the_one_accepted(tmp_path: Path) -> None:
    """「就按你之前说的那个方案改吧」 after other work in which the agent proposed and made
    its own changes: the pending proposal is the early one, not the one already made."""
    root = write(tmp_path, {
        "src/InventoryService.java": ("class InventoryService {\n  void deductStock(long id, int n) {\n"
                                      "    Product p = repo.findById(id);\n    p.setStock(p.getStock() - n);\n"
                                      "    repo.save(p);\n  }\n}\n"),
        "src/OrderEventListener.java": ("class OrderEventListener {\n  void onOrderCreated(Order o) {\n"
                                        "    log.info(\"order {}\", o.id());\n  }\n}\n")})
    messages = [
        {"role": "user", "content": "帮我看看扣库存这块哪里有问题，压测超卖了"},
        {"role": "assistant", "content": "问题出在 `src/InventoryService.java` 的 `deductStock`：`p.setStock(p.getStock() - n)` 是读-改-写，"
                                         "并发下会丢更新。\n\n**方案一：乐观锁**\n\n**方案二：条件更新（推荐）**，在 repository 里写 "
                                         "`update ... where stock >= ?`。"},
        {"role": "user", "content": "OrderEventListener 里 debug 日志太多了，去掉，保留 info 就行"},
        {"role": "assistant", "content": None, "tool_calls": [edit("e1", "src/OrderEventListener.java",
                                                                   "    log.debug(\"received {}\", o);\n", "")]},
        {"role": "tool", "tool_call_id": "e1", "content": "ok"},
        {"role": "assistant", "content": "我改成下面这样：只保留 `log.info`，建议以后用采样日志。改好了。"},
    ]
    ref = honing.ground("就按你之前说的那个方案改吧", messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "src/InventoryService.java", ref


LIMITER = ("function createLimiter({ windowMs, max }) {\n  const buckets = new Map();\n  return (req, res, next) => next();\n}\n\n"
           "// 15 minutes, 300 requests\nconst apiLimiter = createLimiter({ windowMs: 15 * 60, max: 300 });\n"
           "const loginLimiter = createLimiter({ windowMs: 5 * 60 * 1000, max: 10 });\n\n"
           "module.exports = { apiLimiter, loginLimiter };\n")
SAME_FILE_ASIDE = {
    "zh": ("登录限流加好了：`src/middleware/rateLimit.js` 新增 `loginLimiter`。\n\n"
           "**另外注意到一个问题，我没改：** 全局限流 `apiLimiter`（`src/middleware/rateLimit.js` 第 7 行）\n\n```js\n"
           "const apiLimiter = createLimiter({ windowMs: 15 * 60, max: 300 });\n```\n\n"
           "`windowMs` 的单位是毫秒，`15 * 60` 只有 900 毫秒，基本等于没限流。"),
    "en": ("Added `loginLimiter` in `src/middleware/rateLimit.js`.\n\n"
           "**Something else I noticed, not changed:** the global `apiLimiter` (`src/middleware/rateLimit.js:7`)\n\n```js\n"
           "const apiLimiter = createLimiter({ windowMs: 15 * 60, max: 300 });\n```\n\n"
           "`windowMs` is in milliseconds, so `15 * 60` is 900 ms: the limit is wrong and does nothing."),
}


@pytest.mark.parametrize(("lang", "sentence"), [("zh", "那个也顺手改了吧"), ("en", "fix that one too while you're at it")])
def test_an_aside_in_the_file_the_agent_just_edited_is_still_the_aside(tmp_path: Path, lang: str, sentence: str) -> None:
    """The agent added a limiter to a file and, beside it, set aside a wrong value in the
    same file that its edit did not change: 那个也顺手改了 is that line."""
    root = write(tmp_path, {"src/middleware/rateLimit.js": LIMITER,
                            "src/app.js": "const { apiLimiter } = require('./middleware/rateLimit');\napp.use(apiLimiter);\n"})
    messages = [{"role": "user", "content": "给登录加个限流" if lang == "zh" else "add a rate limit to login"},
                {"role": "assistant", "content": None, "tool_calls": [edit(
                    "e1", "src/middleware/rateLimit.js", "\nmodule.exports = { apiLimiter };",
                    "const loginLimiter = createLimiter({ windowMs: 5 * 60 * 1000, max: 10 });\n\n"
                    "module.exports = { apiLimiter, loginLimiter };")]},
                {"role": "tool", "tool_call_id": "e1", "content": "ok"},
                {"role": "assistant", "content": SAME_FILE_ASIDE[lang]}]
    ref = honing.ground(sentence, messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "src/middleware/rateLimit.js", ref
    assert ref.start_line is not None and ref.start_line <= 7 <= ref.end_line, ref


def test_a_bold_title_item_holds_the_paragraphs_under_it(tmp_path: Path) -> None:
    """Two failing tests explained under bold numbered titles; "make heavyParcelSurcharge
    pass" picks the second section (its title names the test, its paragraphs the cause),
    not the test method itself and not the first section's file."""
    root = write(tmp_path, {
        "src/main/java/ShippingCalculator.java": (
            "class ShippingCalculator {\n  Money price(Parcel parcel) {\n    return base(parcel).plus(surcharges(parcel));\n"
            "  }\n\n  Money surcharges(Parcel parcel) {\n    Money extra = Money.ZERO;\n"
            "    if (parcel.weightKg().compareTo(HEAVY_THRESHOLD_KG) > 0) {\n      extra = extra.plus(HEAVY);\n    }\n"
            "    return extra;\n  }\n}\n"),
        "src/main/java/ZoneResolver.java": ("class ZoneResolver {\n  boolean isWadden(String postcode) {\n"
                                            "    return Integer.parseInt(postcode.substring(0, 2)) == 88;\n  }\n}\n"),
        "src/test/java/ShippingCalculatorTest.java": (
            "class ShippingCalculatorTest {\n  @Test\n  void heavyParcelSurcharge() {\n"
            "    assertEquals(new Money(\"17.90\"), calculator.price(parcelOf(\"20\")));\n  }\n}\n")})
    reply = ("Two separate problems, one per test:\n\n**1. `ZoneResolverTest.postcodeWithSpace` (error)**\n\n"
             "`ZoneResolver.isWadden` does `Integer.parseInt(postcode.substring(0, 2))` on the raw postcode, so a leading "
             "space throws `NumberFormatException`.\n\n**2. `ShippingCalculatorTest.heavyParcelSurcharge` (expected 17.90, "
             "was 11.90)**\n\nThe difference is the heavy surcharge. In `ShippingCalculator.surcharges` the check is\n\n"
             "```java\nif (parcel.weightKg().compareTo(HEAVY_THRESHOLD_KG) > 0) {\n```\n\n"
             "i.e. strictly more than 20 kg, while the test expects 20 kg to pay. Worth confirming with Anna.")
    messages = [{"role": "user", "content": "two tests are red, run mvn test and tell me why"},
                {"role": "assistant", "content": reply},
                {"role": "user", "content": "I fixed the zone one myself. bump junit to 5.11 in the pom"},
                {"role": "assistant", "content": "Bumped `junit.version` to 5.11.0; the build passes."}]
    ref = honing.ground("anna confirmed 20kg counts as heavy, make heavyParcelSurcharge pass", messages,
                        cwd=root, turns=2).references[0]
    assert ref.resolved and ref.path == "src/main/java/ShippingCalculator.java", ref
    assert ref.start_line is not None and ref.start_line <= 8 <= ref.end_line, ref


@pytest.mark.parametrize(("path", "text", "name", "span"), [
    ("ring.zig", "const std = @import(\"std\");\n\npub fn lastN(self: *Ring, k: usize) []const u8 {\n"
     "    const start = self.head - k;\n    return self.buf[start..self.head];\n}\n", "lastN", (3, 6)),
    ("Report.hs", "module Report where\n\ncategoryLabel :: Category -> Text\ncategoryLabel Food = \"Food\"\n"
     "categoryLabel Rent = \"Rent\"\n\ntotal :: [Entry] -> Int\ntotal = sum . map amount\n", "categoryLabel", (3, 5)),
    ("summarise.R", "daily_summary <- function(obs) {\n  out <- NULL\n  for (d in days) {\n"
     "    out <- rbind(out, row)\n  }\n  out\n}\n", "daily_summary", (1, 7)),
    ("notes.lua", "local M = {}\n\nfunction M.rename(old, new)\n  total = total + 1\n  return new\nend\n\nreturn M\n",
     "rename", (3, 6)),
    ("handler.clj", "(ns shortlink.handler)\n\n(defn expired? [link now]\n  (.isBefore now\n"
     "    (:expires-at link)))\n\n(defn other [] 1)\n", "expired?", (3, 5)),
    ("Billing.fs", "module Billing\n\nlet round2 (x: decimal) =\n    let y = x * 100m\n    System.Math.Round(y) / 100m\n\n"
     "let total xs = List.sum xs\n", "round2", (3, 5)),
    ("Output.pm", "package LogRep::Output;\n\nsub format_line {\n    my ($line) = @_;\n    return \"$line\\n\";\n}\n\n1;\n",
     "format_line", (3, 6)),
    ("delivery.ex", "defmodule Hooksmith.Delivery do\n  defp build_headers(payload) do\n    headers = [{\"a\", \"b\"}]\n"
     "    payload\n  end\nend\n", "build_headers", (2, 5)),
    ("Report.scala", "object Report {\n  def netAmount(t: Txn): BigDecimal = t match {\n    case Sale(a) => a\n"
     "  }\n}\n", "netAmount", (2, 4)),
    ("Repo.scala", "object Repo {\n  def findMany(ids: List[Long]): IO[List[P]] =\n    sql\"select\".query[P]\n"
     "      .to[List]\n\n  def all = 1\n}\n", "findMany", (2, 4)),
    ("Vault.sol", "contract Vault {\n    function withdraw(uint256 amount) external {\n"
     "        (bool ok, ) = msg.sender.call{value: amount}(\"\");\n    }\n}\n", "withdraw", (2, 4)),
])
def test_definitions_and_spans_in_more_languages(tmp_path: Path, path: str, text: str, name: str,
                                                 span: tuple[int, int]) -> None:
    """Zig, Haskell (a function's equations belong to it), R, Lua, Clojure, F#, Perl,
    Elixir, Scala and Solidity: a project in one of them used to leave every place "not found
    in the project"."""
    from honing.grounding import blocks
    from honing.grounding.project import Project

    (tmp_path / path).write_text(text, encoding="utf-8")
    project = Project.open(tmp_path)
    assert project is not None
    assert path in project.source_files()
    assert blocks.enclosing(project, path, span[0] + 1) == (*span, name)


def test_a_stop_word_with_its_contraction_names_nothing_in_a_deferral() -> None:
    """"that's my lookup table, I'll deal with it myself" took off the table every line of
    an earlier reply that said "that's"."""
    from honing.grounding.prose import keywords

    assert keywords("that's my lookup table, I'll deal with it myself. don't touch it") == {"lookup", "table",
                                                                                             "deal", "touch"}


def test_logs_pasted_on_request_are_not_a_new_report_and_a_later_verdict_settles_the_hypotheses(
        tmp_path: Path) -> None:
    """The agent offered two possible causes in the project and asked for logs; the user
    pasted them; the agent concluded the cause is outside the repository. The hypotheses of
    the first reply are settled with it: "fix the lost-logs bug" is unresolved."""
    root = write(tmp_path, {"lib/Sender.pm": "package Sender;\n\nsub send_batch {\n    my ($self, $batch) = @_;\n"
                                             "    warn \"giving up on batch\";\n}\n\n1;\n",
                            "lib/Tail.pm": "package Tail;\n\nsub read_lines {\n    my ($self) = @_;\n}\n\n1;\n"})
    messages = [
        {"role": "user", "content": "logship 每天凌晨都会丢一段日志。看下是不是 logship 的问题"},
        {"role": "assistant", "content": "目前在代码里没找到会丢数据的地方：\n\n- `lib/Tail.pm` 的轮转都处理了。\n"
                                         "- `lib/Sender.pm` 有一个会丢数据的路径：重试失败后直接丢掉这一批（第 5 行）。\n\n"
                                         "要确认是哪一种，需要看服务器上的日志，方便的话贴一下。"},
        {"role": "user", "content": "logship.log：\n2025-10-21T00:00:01 INFO  rotate detected\n"
                                    "2025-10-21T00:00:03 WARN  status=404 index_not_found_exception\n"
                                    "2025-10-21T00:00:04 ERROR batch failed"},
        {"role": "assistant", "content": "是 ES 那边的问题：00:00 时当天的索引还没建，写入 404。要在 ES 里提前建索引。"
                                         "logship 这边不需要改代码。"},
    ]
    ref = honing.ground("凌晨丢日志那个bug帮我修一下", messages, cwd=root).references[0]
    assert not ref.resolved, ref


@pytest.mark.parametrize("reply", [
    "`format_rows` in `lib/format.py` (line 2) reads `rows[0]` on an empty list. There are two ways to guard it, both "
    "could be argued, but I'd return early. `lib/report.py` is fine.",
    "`format_rows` in `lib/format.py` (line 2) reads `rows[0]` on an empty list. I re-ran the suite to confirm which "
    "tests hit it: `tests/test_format.py` only.",
    "`lib/format.py` の `format_rows`（2行目）が空のリストで `rows[0]` を読んでいます。どちらかの直し方で確認しました。"
    "`lib/report.py` は問題ありません。",
])
def test_a_single_diagnosis_with_a_passing_either_phrase_is_not_undecided(tmp_path: Path, reply: str) -> None:
    """Found in review: a phrase in passing ("both could be argued, but I'd …", "confirm
    which tests") made a clear single diagnosis unresolved."""
    root = write(tmp_path, {"lib/format.py": "def format_rows(rows):\n    head = rows[0]\n    return head\n",
                            "lib/report.py": "def report(rows):\n    return format_rows(rows)\n",
                            "tests/test_format.py": "def test_empty():\n    assert format_rows([]) == ''\n"})
    messages = [{"role": "user", "content": "formatting an empty report crashes"}, {"role": "assistant", "content": reply}]
    ref = honing.ground("ok fix it", messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "lib/format.py", ref


def test_the_new_code_of_a_proposed_fix_is_not_a_place(tmp_path: Path) -> None:
    """Found in review: the lines of the fix the agent proposes ("I'd add a guard at the
    top:" and a fence) matched the same generic lines in an unrelated function."""
    root = write(tmp_path, {"lib/export.py": "def export_rows(rows):\n    head = rows[0]\n    return head\n",
                            "lib/format.py": "def format_rows(rows):\n    if not rows:\n        return \"\"\n"
                                             "    return \", \".join(rows)\n"})
    reply = ("`export_rows` in `lib/export.py` (line 2) reads `rows[0]` on an empty list.\n\n"
             "I'd add a guard at the top:\n\n```python\nif not rows:\n    return \"\"\n```\n\nShall I apply it?")
    messages = [{"role": "user", "content": "exporting an empty report crashes"}, {"role": "assistant", "content": reply}]
    ref = honing.ground("yes do it", messages, cwd=root).references[0]
    assert ref.path != "lib/format.py", ref
    assert ref.resolved and ref.path == "lib/export.py", ref


def test_short_words_ending_in_n_are_keywords() -> None:
    """Found in review: contraction handling dropped 'min', 'bin', 'len', 'run'."""
    from honing.grounding.prose import keywords

    assert {"min", "bin", "len", "run"} <= keywords("the min bin len run")
    assert not keywords("don't won't that's")


def test_an_ordinal_inside_a_larger_number_is_not_one() -> None:
    """Found in review: Japanese phrases match anywhere, so 11個目 read as 1個目."""
    from honing.grounding.items import ordinal

    assert ordinal("11個目のやつ直して") is None
    assert ordinal("1個目のやつ直して") == 1
    assert ordinal("the totals bug happens on issue 1 of the monthly report, fix that") is None


def test_a_haskell_name_with_a_prime_is_a_definition(tmp_path: Path) -> None:
    from honing.grounding import blocks
    from honing.grounding.project import Project

    (tmp_path / "Go.hs").write_text("module M where\n\ngo' :: Int -> Int\ngo' 0 = 1\ngo' n = n * go' (n - 1)\n")
    project = Project.open(tmp_path)
    assert project is not None
    assert blocks.enclosing(project, "Go.hs", 5) == (3, 5, "go'")
