"""Grounding behaviours found on the forty-seventh development set's remaining misses and on
the forty-eighth set (bench/ground_cases_dev47, bench/ground_cases_dev48)."""

from __future__ import annotations

import json
from pathlib import Path

import honing
from honing.grounding import vocab

from .test_grounding_dev5 import write
from .test_grounding_dev45 import _bench_case

BENCH = Path(__file__).resolve().parent.parent / "bench"

_TWO_FINDINGS = ("While reading them I found two things:\n\n"
                 "1. **Your migration adds `archived_at` a second time** (line 6 of `db/m2_audit.php`). "
                 "That is the CI failure.\n"
                 "2. **Jonas's `down()` drops a column that doesn't exist**: line 9 of `db/m1_archived.php` is "
                 "`$table->dropColumn('archived');` but the column is `archived_at`.\n\nI haven't changed anything yet.")


def _migrations(root: Path) -> None:
    write(root, {
        "db/m1_archived.php": "<?php\n\nreturn new class extends Migration {\n    public function up(): void\n"
                              "    {\n        $table->timestamp('archived_at')->nullable();\n    }\n"
                              "    public function down(): void\n    {\n        $table->dropColumn('archived');\n"
                              "    }\n};\n",
        "db/m2_audit.php": "<?php\n\nreturn new class extends Migration {\n    public function up(): void\n"
                           "    {\n        $table->timestamp('archived_at')->nullable();\n"
                           "        $table->string('archive_reason')->nullable();\n    }\n"
                           "    public function down(): void\n    {\n"
                           "        $table->dropColumn(['archived_at', 'archive_reason']);\n    }\n};\n"})


def test_a_finding_handed_to_a_colleague_leaves_the_other_one(tmp_path: Path) -> None:
    """「the down() one is in jonas's migration, I'll ping him about it. you fix the other one」: the
    finding named and handed to someone else is set aside, so "the other one" is the first finding
    (not the `down()` of the user's own migration, which the sentence's word `down` also names)
    (dev47 a06)."""
    _migrations(tmp_path)
    history = [{"role": "user", "content": "CI is red: duplicate column archived_at. why?"},
               {"role": "assistant", "content": _TWO_FINDINGS}]
    for sentence in ("ok. the down() one is in jonas's migration, I'll ping him about it. you fix the other one",
                     "the down() one is jonas's, I'll tell him about it. fix the other one"):
        ref = honing.ground(sentence, history, cwd=tmp_path, level="advanced").references[0]
        assert (ref.path, ref.resolved) == ("db/m2_audit.php", True), sentence
        assert ref.start_line is not None and ref.end_line is not None and ref.start_line <= 6 <= ref.end_line
    # without the hand-off, "the down() one" is what the sentence asks for
    ref = honing.ground("ok, fix the down() one in jonas's migration", history, cwd=tmp_path,
                        level="advanced").references[0]
    assert ref.path == "db/m1_archived.php"


def test_a_hand_off_is_a_deferral_and_a_question_about_one_is_not() -> None:
    for said in ("I'll ping him about it", "I'll tell her about it", "I'll let them know"):
        assert vocab.first(said, "deferral") is not None, said
    for said in ("can you ping him about it?", "ask him about the migration", "let me know"):
        assert vocab.first(said, "deferral") is None, said


def _edit(call_id: str, path: str, old: str, new: str) -> list[dict[str, object]]:
    args = json.dumps({"file_path": path, "old_string": old, "new_string": new})
    return [{"role": "assistant", "content": None,
             "tool_calls": [{"id": call_id, "type": "function", "function": {"name": "Edit", "arguments": args}}]},
            {"role": "tool", "tool_call_id": call_id, "content": "ok"}]


def _paging(root: Path) -> None:
    filler = "".join(f"  // {i}\n" for i in range(16))
    write(root, {"src/app/users/user.service.ts": "export class UserService {\n" + filler + "  search(q) {\n"
                 "    const params = new HttpParams()\n      .set('sort', `${q.sort},${q.dir}`);\n"
                 "    return this.http.get('/api/users', { params });\n  }\n}\n",
                 "src/app/core/http/cache.interceptor.ts": "const CACHEABLE = ['/api/users'];\n"
                 "const TTL_MS = 60_000;\n" + "".join(f"// {i}\n" for i in range(20)) +
                 "export const cacheInterceptor = (req, next) => {\n  return cached(req) ?? next(req);\n};\n"})


_TWO_CAUSES_ZH = ("看了 service 和缓存拦截器。分页本身没问题。我找到两个都能解释这个现象的原因，但光看代码分不出是哪个：\n\n"
                  "**A. 排序没有唯一的次序键**（`src/app/users/user.service.ts` 第 19 行）\n改法是加一个 `id` 作为第二排序键，"
                  "但前提是后端支持多个 sort 参数，这个后端代码不在这个仓库里。\n\n"
                  "**B. 第 1 页是 60 秒前的缓存**（`src/app/core/http/cache.interceptor.ts` 第 2 行）\n"
                  "列表请求不走缓存就行。\n\n这两个可能同时存在，我现在没法判断主要是哪个。你看一下 Network 面板告诉我结果。")


def test_two_causes_the_reply_cannot_tell_apart_stay_open_though_it_says_something_lies_outside(tmp_path: Path) -> None:
    """A reply that places two causes, cannot tell which, and says in passing that the backend is
    not in this repository (「后端代码不在这个仓库里」) has not concluded that nothing here needs
    changing: "just change it" picks neither, rather than an older request's files (dev48 c04)."""
    _paging(tmp_path)
    write(tmp_path, {"src/app/users/user-search.component.html": "<input aria-label=\"搜索用户\">\n" * 30})
    history = [{"role": "user", "content": "user-search 的搜索框加个清除按钮，aria-label 也加上"},
               *_edit("e1", "src/app/users/user-search.component.html", "<input aria-label=\"搜索用户\">",
                      "<input aria-label=\"搜索用户\"><button aria-label=\"清除搜索\">×</button>"),
               {"role": "assistant", "content": "加好了：`user-search.component.html` 里加了清除按钮。"},
               {"role": "user", "content": "还有个怪问题：按最近登录排序以后往后翻，第 2 页有几个人跟第 1 页重复了。帮我看看"},
               {"role": "assistant", "content": _TWO_CAUSES_ZH}]
    ref = honing.ground("线上的 network 我看不了，你直接改吧", history, cwd=tmp_path, level="advanced").references[0]
    assert not ref.resolved and "more than one possible cause" in ref.reason


def test_japanese_replies_that_cannot_tell_two_causes_apart() -> None:
    for said in ("症状を説明できる原因が2つあって、どちらも現実にありえます。", "手元にAPIがないので再現では切り分けられていません。",
                 "両方とも起こりうるので"):
        assert vocab.first(said, "undecided") is not None, said
    assert vocab.first("A に切り分けました。", "undecided") is None


_STREAK = ("streak の計算で問題を2つ見つけました。\n\n"
           "1. `lib/utils/date_utils.dart` 3行目 `daysBetween` が時刻込みの差を切り捨てています。夜遅くのチェックで数字がおかしくなるのはこれです。\n\n"
           "2. `lib/models/habit.dart` 6行目 `currentStreak` が、最後のチェックが「今日」でないと 0 を返します。\n\nどちらを直しますか？")


def _streak_project(root: Path) -> None:
    write(root, {"lib/utils/date_utils.dart": "int daysBetween(DateTime a, DateTime b) {\n  // calendar days\n"
                 "  return b.difference(a).inDays;\n}\n",
                 "lib/models/habit.dart": "class Habit {\n  final List<DateTime> checks;\n  Habit(this.checks);\n\n"
                 "  int currentStreak(DateTime today) {\n    if (daysBetween(checks.last, today) != 0) return 0;\n"
                 "    var n = 1;\n    return n;\n  }\n}\n"})


def test_an_item_a_clause_puts_off_by_its_number_is_the_one_left(tmp_path: Path) -> None:
    """「1は直して。2は仕様かもしれないから、デザイナーに確認してから決める。いったんそのままで」 fixes 1 and
    puts 2 off: "the other one" once the designer agrees is item 2, not the fixed daysBetween (dev48 b09)."""
    _streak_project(tmp_path)
    history = [{"role": "user", "content": "連続記録の数字がおかしいことがある。見てくれる？"},
               {"role": "assistant", "content": _STREAK},
               {"role": "user", "content": "1は直して。2は仕様かもしれないから、デザイナーに確認してから決める。いったんそのままで"},
               *_edit("e1", "lib/utils/date_utils.dart", "  // calendar days\n", "  // calendar days, not hours\n"),
               {"role": "assistant", "content": "1 を直しました。\n\n- `lib/utils/date_utils.dart`: `daysBetween` を暦の日付の差にしました。\n\n"
                                                "2（`habit.dart` 6行目）は触っていません。"}]
    ref = honing.ground("デザイナーOKだって。もう一個の方も直しちゃって", history, cwd=tmp_path, level="advanced").references[0]
    assert ref.path == "lib/models/habit.dart" and ref.start_line is not None and ref.end_line is not None
    assert ref.start_line <= 6 <= ref.end_line
    # a clause that sets one item off and takes another still takes that one
    assert vocab.first("いったんそのままで", "postpone") is not None
    assert vocab.first("デザイナーに確認してから決める", "postpone") is not None


_FORMAT = ("export function formatPrice(v: number, c: string) {\n  return new Intl.NumberFormat('ja-JP', "
           "{ style: 'currency', currency: c }).format(v);\n}\n\n"
           "export function formatDate(value: string) {\n  const d = new Date(value);\n  return d.toLocaleDateString();\n}\n")


def test_an_aside_put_off_by_its_nickname_is_taken_up_by_it(tmp_path: Path) -> None:
    """The agent fixed formatPrice and noticed beside it, untouched, the 「1日ズレ」 of formatDate; the
    user put that off by the same word (「1日ズレのやつは後でやる」) and had other work done. 「例の1日ズレの
    やつ、今やって」 is the aside's place, not formatPrice nor the later work (dev48 b10)."""
    write(tmp_path, {"src/lib/format.ts": _FORMAT,
                     "src/lib/relativeTime.ts": "export function formatRelative(s: number) {\n"
                                                "  return Math.round(s / 3600);\n}\n"})
    history = [{"role": "user", "content": "formatPrice、USD のときも小数なしになってる。通貨ごとの桁数で出るようにして"},
               *_edit("e1", "src/lib/format.ts", "currency: c }", "currency: c, }"),
               {"role": "assistant", "content": "`formatPrice` の固定の桁数を外しました。\n\nついでに気づいた点です（今回は触っていません）:\n\n"
                                                "`formatDate` は `new Date(\"2025-03-01\")` のように日付だけの文字列をそのまま渡しています"
                                                "。UTC より西では前日の日付で表示されます。いわゆる「1日ズレ」です。"},
               {"role": "user", "content": "1日ズレのやつは後でやる。先に relativeTime のテストが1本落ちてるの見て"},
               *_edit("e2", "src/lib/relativeTime.ts", "Math.round", "Math.trunc"),
               {"role": "assistant", "content": "`formatRelative` を `Math.trunc` にしました。"},
               {"role": "user", "content": "Intl.RelativeTimeFormat の numeric: \"auto\" って何が変わる？"},
               {"role": "assistant", "content": "`numeric: \"always\"` だと「1 日前」、`numeric: \"auto\"` だと「昨日」と出ます。"
                                                "`src/lib/relativeTime.ts` の `rtf` は今 `always` です。"}]
    ref = honing.ground("じゃあ例の1日ズレのやつ、今やって", history, cwd=tmp_path, level="advanced").references[0]
    assert ref.path == "src/lib/format.ts" and ref.start_line is not None and ref.end_line is not None
    assert ref.start_line <= 6 <= ref.end_line and ref.start_line > 3
    assert vocab.first("今やってるところ", "resume") is None


def test_hard_coded_values_and_unused_arguments_are_defects() -> None:
    """An aside that says a value is hard-coded or an argument goes unused reports a defect
    (「把 locale 写死成了 'en-US'，传进来的 locale 参数根本没用上」)."""
    for said in ("formatRange hard-codes 'en-US'", "the locale is hardcoded", "it ignores its locale argument",
                 "locale が 'en-US' でハードコードされています", "第 18 行把 locale 写死成了 'en-US'", "参数根本没用上"):
        assert vocab.first(said, "defect") is not None, said
    assert vocab.first("the locale comes from the store", "defect") is None


_DATE_TS = ("const opts = { dateStyle: 'medium' } as const;\n\nexport function formatDate(d: Date, locale: string) {\n"
            "  return new Intl.DateTimeFormat(locale, opts).format(d);\n}\n\n"
            "export function formatTime(d: Date, locale: string) {\n"
            "  return new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(d);\n}\n\n"
            "export function formatRange(a: Date, b: Date, locale: string) {\n"
            "  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' }).formatRange(a, b);\n}\n")


def test_a_symptom_in_the_words_of_an_aside_left_alone_is_that_aside(tmp_path: Path) -> None:
    """The agent noticed, beside its fix, that formatRange hard-codes 'en-US' (写死) and left it since
    nothing called it; a later request made the page call it. The user's symptom (the week range shows
    English under every language) is that aside's line, not the page the later request edited (dev48 c03)."""
    page = "<script>\n  import { formatRange } from '$lib/format/date';\n" + "".join(f"  // {i}\n" for i in range(10)) + \
        "  const weekLabel = formatRange(weekStart, weekEnd, $locale);\n</script>\n<p>{weekLabel}</p>\n"
    write(tmp_path, {"src/lib/format/date.ts": _DATE_TS, "src/routes/bookings/+page.svelte": page,
                     "src/lib/i18n/de.json": "{ \"bookings\": {} }\n", "src/lib/format/date.test.ts": "// de: 12.03.2025\n",
                     "src/lib/BookingCard.svelte": "<script>\n  import { formatDate } from '$lib/format/date';\n</script>\n"})
    history = [{"role": "user", "content": "加上德语，de.json 跟 zh 的 key 一样"},
               *_edit("e0", "src/lib/i18n/de.json", "{", "{ "),
               {"role": "assistant", "content": "加好了 `src/lib/i18n/de.json`，`SUPPORTED` 里也加了 `de`。"},
               {"role": "user", "content": "BookingCard 里日期统一改成用 format/date.ts 里的 formatDate 吧，跟着语言走"},
               *_edit("e1", "src/lib/BookingCard.svelte", "<script>\n", "<script>\n  // locale aware\n"),
               {"role": "assistant", "content": "改好了，`BookingCard.svelte` 用 `formatDate`，语言取 `$locale`。\n\n"
                                                "顺便说一下，`date.ts` 里 `formatRange`（第 11 行开始）的第 12 行把 locale 写死成了 `'en-US'`，"
                                                "传进来的 `locale` 参数根本没用上。目前项目里没有地方调用 `formatRange`，所以这次先没动它。"},
               {"role": "user", "content": "bookings 列表顶上加一行本周的日期区间，用 formatRange"},
               *_edit("e2", "src/routes/bookings/+page.svelte", "<p>{weekLabel}</p>", "<p class=\"muted\">{weekLabel}</p>"),
               {"role": "assistant", "content": "加好了（`src/routes/bookings/+page.svelte`），`weekLabel = formatRange(weekStart, weekEnd, $locale)`。"},
               {"role": "user", "content": "date.test.ts 给 formatDate 补个德语的 case，然后跑一下测试"},
               *_edit("e3", "src/lib/format/date.test.ts", "// de\n", "// de: 12.03.2025\n"),
               {"role": "assistant", "content": "加了 `formats German dates`，`src/lib/format` 下 6 个测试全部通过。"}]
    ref = honing.ground("列表顶上那个本周的日期区间，不管切中文还是德语都显示成 Mar 3 – 9 这种英文的", history, cwd=tmp_path,
                        level="advanced").references[0]
    assert ref.path == "src/lib/format/date.ts" and ref.start_line is not None and ref.end_line is not None
    assert ref.start_line <= 12 <= ref.end_line


_ITEMS = ("import { useCallback, useState } from 'react';\nimport { saveItems } from './storage';\n\n"
          "export function useItems(initial) {\n  const [items, setItems] = useState(initial);\n"
          "  const toggleItem = useCallback(\n    (id) => {\n"
          "      setItems((prev) => prev.map((it) => (it.id === id ? { ...it, done: !it.done } : it)));\n"
          "      void saveItems(items);\n    },\n    [items],\n  );\n  return { items, toggleItem };\n}\n")


def test_a_fix_the_sentence_says_did_not_work_is_the_place_again(tmp_path: Path) -> None:
    """「チェックの件、直ってなかった」: the turn whose edit fixed the check toggling comes first again,
    ahead of the newer, unrelated theme work (dev48 b05, where it now names the fix's turn)."""
    write(tmp_path, {"src/hooks/useItems.ts": _ITEMS,
                     "src/theme.ts": "export type Theme = 'system' | 'light' | 'dark';\n" + "// theme\n" * 10})
    history = [{"role": "user", "content": "あと、チェック付けた項目が、別の項目をチェックすると元に戻ることがある"},
               *_edit("e1", "src/hooks/useItems.ts", "      setItems((prev) =>", "      setItems((prev)=>"),
               {"role": "assistant", "content": "原因は `useItems.ts` の `toggleItem` です（8行目）。`setItems` を関数形式にしました。"},
               {"role": "user", "content": "設定画面にダークモードの切り替え付けて。システムに合わせる/ライト/ダークの3択で"},
               *_edit("e2", "src/theme.ts", "// theme\n", "// theme: system, light, dark\n"),
               {"role": "assistant", "content": "`src/theme.ts` に `system` を足しました。"}]
    ref = honing.ground("チェックの件、直ってなかった。画面上は大丈夫になったけど、アプリ再起動するとチェックが外れてたり戻ってたりする",
                        history, cwd=tmp_path, level="advanced").references[0]
    assert ref.path == "src/hooks/useItems.ts"
    assert vocab.first("チェックの件、直ってなかった", "missed") is not None


_SEARCH_BOX = ("<script lang=\"ts\">\n  let { onsearch } = $props();\n  let query = $state('');\n  let timer;\n"
               "  const MIN_LENGTH = 2;\n\n  function handleInput(event) {\n    query = event.currentTarget.value;\n"
               "    clearTimeout(timer);\n    timer = setTimeout(() => {\n      const q = query.trim();\n"
               "      if (q.length < MIN_LENGTH) return;\n      onsearch(q);\n    }, 300);\n  }\n</script>\n")


def test_a_failing_example_quoted_beside_its_spec_file_is_the_edit_of_the_file_its_title_names(tmp_path: Path) -> None:
    """「全部回したら recipes.spec の "clearing the search box shows all recipes" が落ちてる」: the spec named
    without its extension, with the example's title quoted; the run the agent made showed another example of
    that file passing, which clears nothing. The edit in SearchBox.svelte, whose name the title says, is the
    place, not the newer favorites store (dev48 b03)."""
    write(tmp_path, {"src/lib/components/SearchBox.svelte": _SEARCH_BOX,
                     "src/lib/stores/favorites.ts": "export const KEY = 'kondate:favorites';\n" + "// recipes\n" * 12
                                                    + "// recipes kept in localStorage\n",
                     "tests/recipes.spec.ts": "test('search filters the list', async () => {});\n"
                                              "test('clearing the search box shows all recipes', async () => {});\n"})
    history = [{"role": "user", "content": "レシピ検索のボックス、1文字打つたびに load 走ってて重いから debounce して"},
               *_edit("e1", "src/lib/components/SearchBox.svelte", "      onsearch(q);\n",
                      "      if (q.length < MIN_LENGTH) return;\n      onsearch(q);\n"),
               {"role": "assistant", "content": "`SearchBox.svelte` に debounce を入れました。`search filters the list` の e2e は"
                                                "通っています。\n\n  ✓  1 [chromium] › tests/recipes.spec.ts:1:1 › search filters the list"},
               {"role": "user", "content": "お気に入りを localStorage に保存して。recipes の一覧でハートが残るように"},
               *_edit("e2", "src/lib/stores/favorites.ts", "// recipes\n", "// recipes kept in localStorage\n"),
               {"role": "assistant", "content": "`src/lib/stores/favorites.ts` を localStorage に保存するようにしました。"}]
    sentence = '全部回したら recipes.spec の "clearing the search box shows all recipes" が落ちてる。直して'
    ref = honing.ground(sentence, history, cwd=tmp_path, level="advanced").references[0]
    assert ref.path == "src/lib/components/SearchBox.svelte"


def test_the_bench_sessions_these_behaviours_came_from() -> None:
    """The dev48 sessions themselves, as the bench runs them (real transcripts in four agents' formats)."""
    cases = BENCH / "ground_cases_dev48"
    for prefix in ("a10", "b03", "b04", "b09", "b10", "c03", "c04"):
        result, expect = _bench_case(cases, prefix)
        ref = result.references[0]
        if not expect["resolved"]:
            assert not ref.resolved, prefix
            continue
        assert ref.path == expect["path"], prefix
        assert ref.start_line is not None and ref.end_line is not None, prefix
        assert ref.start_line <= int(str(expect["line"])) <= ref.end_line, prefix


_PLUGIN = ("import { OpenAPI } from '~/client';\n\n/** Configures the generated client once; app settings belong here. */\n"
           "export default defineNuxtPlugin(() => {\n  const config = useRuntimeConfig();\n  OpenAPI.BASE = config.public.apiBase;\n"
           "  OpenAPI.WITH_CREDENTIALS = false;\n  OpenAPI.HEADERS = async () => ({ 'X-Requested-With': 'helpdesk-ui' });\n});\n")
_REQUEST = ("export const sendRequest = async (config, options, url, body, headers) => {\n  const request = {\n"
            "    headers,\n    body,\n    method: options.method,\n    credentials: 'include',\n  };\n"
            "  return await fetch(url, request);\n};\n")


def test_an_edit_the_sentence_says_went_into_a_generated_folder_is_redone_elsewhere(tmp_path: Path) -> None:
    """"for the 401 thing you edited client/core/request.ts?? that folder is generated … do it the proper
    way": neither that file nor its generated folder is the place (not client/core/OpenAPI.ts either); the
    401 turn's other place, the plugin that configures the client, is, ahead of newer work (dev48 a10)."""
    write(tmp_path, {"plugins/api.client.ts": _PLUGIN, "client/core/request.ts": _REQUEST,
                     "client/core/OpenAPI.ts": "export const OpenAPI = {\n  BASE: '',\n  WITH_CREDENTIALS: false,\n};\n",
                     "utils/date.ts": "export function formatDate(v) {\n  return new Date(v).toLocaleDateString();\n}\n"})
    history = [{"role": "user", "content": "staging: after login every API call is 401. locally everything works"},
               *_edit("e1", "client/core/request.ts", "    method: options.method,\n",
                      "    method: options.method,\n    credentials: 'include',\n"),
               {"role": "assistant", "content": "Found it. The generated client only sends cookies when `OpenAPI.WITH_CREDENTIALS` "
                                                "is true, and `plugins/api.client.ts:7` sets it to `false`. `sendRequest` in "
                                                "`client/core/request.ts` now always sets `credentials: 'include'`."},
               {"role": "user", "content": "ticket page shows 'Invalid Date' in Due for tickets without a due date"},
               *_edit("e2", "utils/date.ts", "  return new Date(v)", "  if (!v) return '—';\n  return new Date(v)"),
               {"role": "assistant", "content": "`formatDate` in `utils/date.ts` now returns a dash for a missing date."}]
    sentence = ("wait, for the 401 thing you edited client/core/request.ts?? that folder is generated, npm run gen:api "
                "wipes it. do it the proper way")
    ref = honing.ground(sentence, history, cwd=tmp_path, level="advanced").references[0]
    assert ref.path == "plugins/api.client.ts" and ref.start_line is not None and ref.end_line is not None
    assert ref.start_line <= 7 <= ref.end_line
    # a sentence that names the file without saying it is generated still means that file
    ref = honing.ground("the credentials line in client/core/request.ts breaks the upload, fix it", history,
                        cwd=tmp_path, level="advanced").references[0]
    assert ref.path == "client/core/request.ts"


# ---- dev49: systems, tools and code close to the machine

def test_systems_defects_are_defects_in_three_languages() -> None:
    for said in ("it will blow up the same way", "a heap use-after-free", "there's a data race on the map", "double free",
                 "segfault on exit", "it deadlocks", "leaks memory per request", "a dangling pointer",
                 "メモリリークしてる", "データ競合があります", "二重解放になる", "解放後に読んでいます",
                 "这里有数据竞争", "会重复释放", "释放后再访问", "野指针"):
        assert vocab.first(said, "defect") is not None, said
    assert vocab.first("the free tier has a data plan", "defect") is None
    assert vocab.first("copied from Stack Overflow", "defect") is None


def test_a_heads_up_beside_a_fix_is_an_aside_left_alone() -> None:
    from honing.grounding.noticed import aside_paragraph
    reply = ("Fixed: `hm_remove` now unlinks before it frees.\n\n"
             "Heads-up, not touched: `hm_iter_remove` (src/hashmap.c:238) has the same shape.")
    assert aside_paragraph(reply)[1] == 1


def test_a_place_an_item_title_quotes_follows_the_function_the_title_opens_with() -> None:
    """"2. **`ring_init` 不检查 …**（ring.c:7）", then an edit inserts a helper above it: the function the
    item's title opens with says where the line went (not the helper now at line 7)."""
    from honing.grounding.candidates import _titled_by
    text = "1. **`ring_push` 回绕时越界**（ring.c:34）：x\n2. **`ring_init` 不检查 `cap` 是不是 2 的幂**（ring.c:7）：push"
    assert _titled_by(text, text.index("ring.c:7")) == "ring_init"
    assert _titled_by(text, text.index("ring.c:34")) == "ring_push"
    # a place not in brackets, or after prose that does not open with the function, is no title's
    prose = "see `parse` in util.c:12"
    assert _titled_by(prose, prose.index("util.c")) is None
    prose = "the helper `parse` calls (util.c:12)"
    assert _titled_by(prose, prose.index("util.c")) is None


def test_japanese_fixes_that_cannot_be_made_from_this_repository() -> None:
    for said in ("これは infra 側なので、このリポジトリからは変えられません。", "このリポジトリの中では直せません"):
        assert vocab.first(said, "nothing_to_fix") is not None, said


def test_the_dev49_sessions_these_behaviours_came_from() -> None:
    cases = BENCH / "ground_cases_dev49"
    for prefix in ("a01", "a04", "a08", "a10", "b01", "b02", "b03", "b08", "c01", "c06"):
        result, expect = _bench_case(cases, prefix)
        ref = result.references[0]
        if not expect["resolved"]:
            assert not ref.resolved, prefix
            continue
        assert ref.path == expect["path"], prefix
        assert ref.start_line is not None and ref.end_line is not None, prefix
        assert ref.start_line <= int(str(expect["line"])) <= ref.end_line, prefix


_PLAYER_GD = ("extends CharacterBody2D\n\nsignal health_changed(hp, max_hp)\n\nconst MAX_HP := 100\nvar hp := MAX_HP\n\n"
              "func _physics_process(delta):\n\tmove_and_slide()\n\n\nfunc take_damage(amount: int) -> void:\n"
              "\thealth_changed.emit(hp, MAX_HP)\n\thp = maxi(hp - amount, 0)\n\n\nfunc heal(amount: int) -> void:\n"
              "\thp = mini(hp + amount, MAX_HP)\n\thealth_changed.emit(hp, MAX_HP)\n")


def test_gdscript_files_are_named_and_their_functions_found(tmp_path: Path) -> None:
    """Godot projects: `player.gd` is a file a session names, and `func take_damage` its definition, so an
    item that says "`player.gd` 的 `take_damage()`（第 13 行）" is found (dev49 c06, a08)."""
    from honing.grounding import mentions as m
    assert [x.value for x in m.find("see `player.gd` line 13") if x.kind in ("path", "location")] == ["player.gd"]
    write(tmp_path, {"scripts/player.gd": _PLAYER_GD, "scenes/hud.tscn": "[gd_scene format=3]\n"})
    history = [{"role": "user", "content": "/ask HUD 的血条慢一拍，先说说原因别改"},
               {"role": "assistant", "content": "`player.gd` 的 `take_damage()`（第 13 行）里，第 14 行 `health_changed.emit(hp, MAX_HP)` "
                                                "在扣血之前发出，所以血条慢一拍。`heal()` 是对的。"}]
    ref = honing.ground("那个改一下吧", history, cwd=tmp_path, level="advanced").references[0]
    assert ref.path == "scripts/player.gd" and ref.start_line is not None and ref.end_line is not None
    assert ref.start_line <= 14 <= ref.end_line < 18


_CLI_PY = ("import argparse\n\nfrom .parse import parse_range\n\n\ndef build_parser():\n    p = argparse.ArgumentParser()\n"
           "    p.add_argument('-s', '--since')\n    p.add_argument('-u', '--until')\n    p.add_argument('--utc', action='store_true')\n"
           "    p.add_argument('--json', action='store_true')\n    return p\n\n\ndef main():\n    args = build_parser().parse_args()\n"
           "    since, until = parse_range(args.since, args.until)\n    print(since, until, args.json)\n")
_PARSE_PY = ("def parse_range(since, until):\n    if until <= since:\n        until = until + 1\n    return since, until\n")


def test_an_aside_put_off_by_the_users_nickname_for_it_is_taken_up_by_that_nickname(tmp_path: Path) -> None:
    """Turn 1 fixed the range and noticed, untouched, that `--utc` is defined and never read; turn 2 put it off
    as 「その--utcのゾンビフラグはあとで考える」; 「あのゾンビフラグ、やっぱ消しといて」 is in cli.py, where the option
    is defined, not the range fix (dev49 b06, whose line is not found yet)."""
    write(tmp_path, {"src/logslice/cli.py": _CLI_PY, "src/logslice/parse.py": _PARSE_PY})
    history = [{"role": "user", "content": "-s 23:00 -u 01:00 で何も出ない"},
               *_edit("e1", "src/logslice/parse.py", "        until = until + 1\n", "        until = until + 1  # next day\n"),
               {"role": "assistant", "content": "`parse_range()` を parse.py に足しました。\n\nついでに気づいたんですが、cli.py の `--utc` は"
                                                "定義されているだけで、`args.utc` はどこからも読まれていません。"},
               {"role": "user", "content": "あーその--utcのゾンビフラグはあとで考える。先に --json で出せるようにして"},
               *_edit("e2", "src/logslice/cli.py", "    print(since, until, args.json)\n", "    print(since, until, args.json)\n"),
               {"role": "assistant", "content": "`--json` を足しました。"}]
    ref = honing.ground("あのゾンビフラグ、やっぱ消しといて", history, cwd=tmp_path, level="advanced").references[0]
    assert ref.path == "src/logslice/cli.py"  # (its line: a long option in backticks is not yet code to find)
    assert vocab.first("あのゾンビフラグ、やっぱ消しといて", "resume") is not None
    assert vocab.first("やっぱりそうだと思った", "resume") is None
    assert vocab.first("今やってみたら落ちた", "resume") is None


def test_only_the_files_a_piece_says_are_generated_are_kept_out() -> None:
    from honing.grounding.failing import _SPEC_FILE
    from honing.grounding.kept import generated_named
    assert generated_named("you edited client/core/request.ts?? that folder is generated. do it properly") == {
        "client/core/request.ts", "client/core/"}
    assert generated_named("client/core/request.ts is generated, fix api/spec.yaml") == {"client/core/request.ts"}
    assert generated_named("config/loader.py overwrites it with the default") == set()
    assert generated_named(".github/workflows/ci.yml is generated") == {".github/workflows/ci.yml"}
    assert [m.group(0) for m in _SPEC_FILE.finditer("this.test() and self.test; recipes.spec の")] == ["recipes.spec"]


_RACE = ("go test -race ./... で落ちた\n\n==================\nWARNING: DATA RACE\nWrite at 0x00c0000b4188 by goroutine 9:\n"
         "  example.com/pm/internal/store.(*Store).Record()\n      /home/sho/src/pm/internal/store/store.go:6 +0x1c4\n\n"
         "Previous read at 0x00c0000b4188 by goroutine 7:\n  example.com/pm/internal/httpapi.(*Server).handleHealth()\n"
         "      /home/sho/src/pm/internal/httpapi/server.go:8 +0x64\n  net/http.HandlerFunc.ServeHTTP()\n"
         "      /usr/local/go/src/net/http/server.go:2220 +0x47\n==================\n")


def test_a_race_fixed_on_one_side_is_still_there_on_the_other(tmp_path: Path) -> None:
    """「race まだ出るよ。書く側だけatomicにしても読んでる側そのままじゃん」: the agent made the write in store.go
    atomic; the place is the read side's first frame of the same report, server.go:8, not the store the
    fix changed (dev49 b03). Japanese function words such as して pick no item of an older list either."""
    write(tmp_path, {"internal/store/store.go": "package store\n\ntype Store struct{ Failures int64 }\n\n"
                     "func (s *Store) Record() {\n\tatomic.AddInt64(&s.Failures, 1)\n}\n",
                     "internal/httpapi/server.go": "package httpapi\n\ntype Server struct{ st *store.Store }\n\n"
                     "func (s *Server) handleHealth(w http.ResponseWriter, r *http.Request) {\n\t_ = r\n\t// the plain read\n"
                     "\tfailures := s.st.Failures\n\tfmt.Fprint(w, failures)\n}\n"})
    history = [{"role": "user", "content": "probeのタイムアウトを設定で変えたい"},
               *_edit("e0", "internal/store/store.go", "package store\n", "package store\n"),
               {"role": "assistant", "content": "設定で変えられるようにしました。\n\n- `config.go`: `timeout` を追加\n"
                                                "- `probe.go`: `New(timeout time.Duration)` にして使う\n"},
               {"role": "user", "content": _RACE},
               *_edit("e1", "internal/store/store.go", "\tatomic.AddInt64(&s.Failures, 1)\n", "\tatomic.AddInt64(&s.Failures, 1)\n"),
               {"role": "assistant", "content": "直しました。\n\n- `store.go`: `Record()` では `atomic.AddInt64` で増やすように変更"}]
    ref = honing.ground("race まだ出るよ。書く側だけatomicにしても読んでる側そのままじゃん", history, cwd=tmp_path,
                        level="advanced").references[0]
    assert ref.path == "internal/httpapi/server.go" and ref.start_line is not None and ref.end_line is not None
    assert ref.start_line <= 8 <= ref.end_line
    for said, category in (("you only fixed the write side", "partial_fix"), ("只改了写的那边", "partial_fix"),
                           ("the read side is untouched", "race_read"), ("读的那边没动", "race_read")):
        assert vocab.first(said, category) is not None, said


def test_a_file_name_beside_a_function_describes_no_step_of_it(tmp_path: Path) -> None:
    """"2. `ringbuf_push()` の満杯判定（ringbuf.c:37）": the words of the file name, ringbuf, do not describe the
    call to `ringbuf_count` inside ringbuf_push, so the place stays ringbuf_push (dev49 b01)."""
    from honing.grounding.callees import described_callee
    from honing.grounding.places import Candidate as Place
    from honing.grounding.project import Project
    write(tmp_path, {"src/ringbuf.c": "size_t ringbuf_count(const rb_t *rb)\n{\n    return rb->head - rb->tail;\n}\n\n"
                     "int ringbuf_push(rb_t *rb, char c)\n{\n    if (ringbuf_count(rb) == rb->cap)\n        return -1;\n"
                     "    rb->buf[rb->head++ & (rb->cap - 1)] = c;\n    return 0;\n}\n"})
    project = Project(tmp_path)
    located = Place("src/ringbuf.c", 6, 12, "ringbuf_push", [])
    prose = "2. `ringbuf_push()` の満杯判定（ringbuf.c:37）: 1スロット空けておく設計なので count は最大でも cap-1、`== rb->cap` は真になりません。"
    assert described_callee(project, located, prose) is None
    # a step said in words still leads to its function: "the count of the ring buffer" in ringbuf_push
    assert described_callee(project, located, "`ringbuf_push` gets the ring buffer count wrong") is not None


def test_building_a_value_is_no_step_the_discussion_describes(tmp_path: Path) -> None:
    """`led` returns `BinOp(...)`; "the binary operators" in the clause that names `led` describes no step of
    it, since BinOp is a class: the place stays `led` (dev49 a10, a failing test after a parser refactor)."""
    from honing.grounding.callees import described_callee
    from honing.grounding.places import Candidate as Place
    from honing.grounding.project import Project
    write(tmp_path, {"calc/ast.py": "from dataclasses import dataclass\n\n\n@dataclass(frozen=True)\nclass BinOp:\n"
                     "    op: str\n    left: object\n    right: object\n",
                     "calc/parser.py": "from .ast import BinOp\n\n\nclass Parser:\n    def led(self, tok, left):\n"
                     "        bp = BINARY[tok.text]\n        right = self.expr(bp)\n        return BinOp(tok.text, left, right)\n"})
    located = Place("calc/parser.py", 5, 8, "led", [])
    prose = "I replaced the three branches of `led` with one generic branch for the binary operators."
    assert described_callee(Project(tmp_path), located, prose) is None
