"""Grounding behaviours found on the twenty-seventh development set (bench/ground_cases_dev27):
ordinals past the fourth and with every counter word, and a finding whose title places it."""

from __future__ import annotations

from pathlib import Path

import pytest

import honing
from honing.grounding.items import ordinal

from .test_grounding_dev5 import write


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
