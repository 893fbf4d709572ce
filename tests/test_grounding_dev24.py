"""Grounding behaviours found on the twenty-fourth development set (bench/ground_cases_dev24):
a recommended option that names only a key the same reply placed elsewhere, and 「やっぱさっきの
…も今やっちゃって」 taking up what was put off."""

from __future__ import annotations

from pathlib import Path

import honing
from honing.grounding import resolve

from .test_grounding_dev5 import write

_DEPLOYMENT = "\n".join(["apiVersion: apps/v1", "kind: Deployment", "spec:", "  template:", "    spec:",
                         "      containers:", "        - name: api", "          env:",
                         "            - name: WEB_CONCURRENCY", "              value: \"4\"", "          resources:",
                         "            requests:", "              memory: 256Mi", "            limits:",
                         "              memory: 512Mi", ""])


def test_a_recommended_option_is_placed_where_the_reply_placed_the_key_it_quotes(tmp_path: Path) -> None:
    """"1. **把 `limits.memory` 提到 `1Gi`**" names no file; the bullet before it placed
    `limits.memory` at `deployment.yaml:15`: 「内存那个就按你推荐的来」 is that line (dev24 c10)."""
    root = write(tmp_path, {"deploy/k8s/deployment.yaml": _DEPLOYMENT})
    reply = ("内存基本是被 worker 数撑满的：\n\n- `deployment.yaml:10` 设了 `WEB_CONCURRENCY=4`；\n"
             "- `deployment.yaml:15` 的 `limits.memory` 是 `512Mi`，只剩十几 MB 余量。\n\n几个办法：\n"
             "1. **把 `limits.memory` 提到 `1Gi`**——最直接；\n2. `WEB_CONCURRENCY` 降到 2——吞吐减半；\n\n"
             "我推荐第 1 个：`limits.memory` 改成 `1Gi`。")
    messages = [{"role": "user", "content": "pod 跑一阵就 OOMKilled 重启"}, {"role": "assistant", "content": reply}]
    ref = honing.ground("内存那个就按你推荐的来", messages, cwd=root, turns=1).references[0]
    assert ref.resolved and ref.path == "deploy/k8s/deployment.yaml", ref
    assert ref.start_line is not None and ref.end_line is not None and ref.start_line <= 15 <= ref.end_line, ref


def test_yappa_takes_up_what_was_put_off(tmp_path: Path) -> None:
    """Turn 1 explains a flaky test and proposes a fix; 「それは別 PR にしたいから一旦置いといて」 puts
    it off for side tasks; 「やっぱさっきの flaky なやつも今やっちゃって」 takes it up after all
    (dev24 b05). 「やっぱ落ちる」 alone resumes nothing."""
    assert resolve.vocab.first("やっぱさっきの flaky なやつも今やっちゃって", "resume")
    assert not resolve.vocab.first("やっぱ落ちる", "resume")
    root = write(tmp_path, {"src/main/java/shop/OrderService.java": "public class OrderService {\n"
                                                                    "    boolean isSameDayShipping(Order o) {\n"
                                                                    "        LocalDate today = LocalDate.now(JST);\n"
                                                                    "        return o.createdAt().toLocalDate().equals(today);\n"
                                                                    "    }\n}\n",
                            "README.md": "# shipping-api\n\nBuild with JDK 17.\n",
                            "build.gradle": "java {\n    toolchain { languageVersion = JavaLanguageVersion.of(21) }\n}\n"})
    messages = [
        {"role": "user", "content": "OrderServiceTest が CI でたまに落ちる。ローカルだと毎回通る"},
        {"role": "assistant", "content": "タイムゾーンのずれで落ちる典型的な flaky です。`OrderService.java` 3 行目: "
                                         "`LocalDate today = LocalDate.now(JST);` を `LocalDate.now(clock)` にするのがいいと思います。"
                                         "この方針で直しますか？"},
        {"role": "user", "content": "なるほど。それは別 PR にしたいから一旦置いといて。先に README のビルド手順、JDK 21 前提に直して。"
                                    "build.gradle はもう 21 になってるはず"},
        {"role": "assistant", "content": "`build.gradle` は `JavaLanguageVersion.of(21)` でした。`README.md` を JDK 21 に直しました。"},
        {"role": "user", "content": "ありがと。PR の説明文書いて"},
        {"role": "assistant", "content": "## 概要\nREADME のビルド手順を JDK 21 前提に更新。"}]
    ref = honing.ground("やっぱさっきの flaky なやつも今やっちゃって", messages, cwd=root, turns=3).references[0]
    assert ref.resolved and ref.path.endswith("OrderService.java"), ref


def test_a_defect_word_that_tells_reports_apart_is_a_keyword_and_more_resumption_words() -> None:
    """「タイムアウトのほう30にしといて」, "the flaky one", 「超时那个」 keep the word that says which
    report (dev24 b09); "bug" and "error" say nothing. "wait first." puts a topic on hold and
    "ok back to the panic" takes it up (dev24 a02); "Nothing in this repository can make AWS
    accept the new name" settles a report (dev24 a07)."""
    assert "タイムアウト" in resolve.keywords("OK、じゃあタイムアウトのほう30にしといて")
    assert "flaky" in resolve.keywords("fix the flaky one")
    assert "超时" in resolve.keywords("超时那个改一下")
    assert not resolve.keywords("fix the bug") & {"bug", "error"}
    assert resolve.vocab.first("wait first. why did it kill the whole process??", "postpone")
    assert resolve.vocab.first("ok back to the panic, fix it", "resume")
    assert resolve.vocab.first("Nothing in this repository can make AWS accept the new name.", "nothing_to_fix")


def test_the_other_one_is_the_item_whose_own_file_the_edit_did_not_touch(tmp_path: Path) -> None:
    """Item 1 names `Modal.module.css:15` first; item 2 names `Toast.module.css:6` first and the
    backdrop's `Modal.module.css:4` after it. The edit of Modal.module.css took up item 1, so
    「另一个也改了吧」 is item 2, at the toast's own line, not the backdrop's (dev24 c02)."""
    from .test_grounding_dev14 import _edit
    modal = "".join(f"/* {k} */\n" for k in range(1, 4)) + ".backdrop { z-index: 1000; }\n" + "".join(
        f"/* {k} */\n" for k in range(5, 15)) + ".dialog { max-height: 100vh;\n  overflow: hidden; }\n"
    root = write(tmp_path, {"src/components/Modal.module.css": modal,
                            "src/components/Toast.module.css": "/* toast */\n\n\n\n.container {\n  z-index: 50;\n}\n"})
    listing = ("两个问题，都是 CSS：\n\n1. **保存按钮被切掉**：`Modal.module.css:15`，`.dialog` 是 `overflow: hidden`。修法：`.body` 加 "
               "`overflow-y: auto`。\n\n2. **toast 被盖住**：`Toast.module.css:6`，`.container` 是 `z-index: 50`，而弹窗的 "
               "`.backdrop` 是 `z-index: 1000`（`Modal.module.css:4`），所以 toast 在遮罩下面。\n\n要两个一起改吗？")
    messages = ([{"role": "user", "content": "手机上弹窗底部按钮被切掉了，保存成功的 toast 也被弹窗盖住了"},
                 {"role": "assistant", "content": listing},
                 {"role": "user", "content": "先改弹窗那个"}]
                + _edit("e1", "src/components/Modal.module.css", "  overflow: hidden; }\n", "  overflow: hidden; }\n"
                        ".body { overflow-y: auto; }\n")
                + [{"role": "assistant", "content": "改好了 `Modal.module.css`。"}])
    ref = honing.ground("另一个也改了吧", messages, cwd=root, turns=2).references[0]
    assert ref.resolved and ref.path == "src/components/Toast.module.css", ref


def test_a_run_of_empty_lines_is_read_in_linear_time() -> None:
    """A sentence or reply with thousands of empty lines: the exception-line pattern read the
    whole run again from every line start (16,000 newlines took 10 s through `hone ground`).
    Growth, best of three: eight times the text takes well under the 64 times a quadratic read
    would."""
    import time

    from honing.grounding import mentions

    def best(n: int) -> float:
        text = "fix it" + "\n" * n + "ok"
        runs = []
        for _ in range(3):
            start = time.perf_counter()
            mentions.find(text)
            runs.append(time.perf_counter() - start)
        return min(runs)

    assert best(32_000) < 24 * max(best(4_000), 1e-4)
    assert [m.value for m in mentions.find("ValueError: invalid literal for int()\n") if m.kind == "message"] == [
        "invalid literal for int()"]


_SERVICE = "\n".join(["<?php", "", "namespace App\\Services;", "", "class SalesReportService", "{",
                      "    public function monthlyRows($from, $to)", "    {", "        return Order::query()",
                      "            ->whereIn('status', ['paid', 'shipped'])",
                      "            ->whereBetween('paid_at', [$from->toDateString(), $to->toDateString()])",
                      "            ->get();", "    }", "}", ""])


def test_two_causes_to_be_told_apart_by_the_data_leave_a_bare_request_unresolved(tmp_path: Path) -> None:
    """Two causes, each at its line, and 「どちらが効いているのか切り分けられます」 once the missing
    orders are known: 「とりあえず原因っぽい方、直しといて」 chooses neither (dev24 b04); a sentence
    that says one cause's words (月末) takes it."""
    root = write(tmp_path, {"app/Services/SalesReportService.php": _SERVICE})
    reply = ("原因になり得る箇所が 2 つあります。\n\n**1. 月末日の決済が落ちている（SalesReportService.php 11 行目）**\n\n"
             "`whereBetween` が日付文字列なので 10/31 の決済が入りません。\n\n"
             "**2. 完了ステータスの注文が落ちている（同 10 行目）**\n\n`whereIn` に completed がありません。\n\n"
             "どちらも合計が少なくなる症状です。足りない注文が分かれば、どちらが効いているのか切り分けられます。")
    messages = [{"role": "user", "content": "10月分の売上CSVの合計が会計ソフトと合わない。コードでおかしいとこある？"},
                {"role": "assistant", "content": reply}]
    ref = honing.ground("とりあえず原因っぽい方、直しといて", messages, cwd=root, turns=1).references[0]
    assert not ref.resolved, ref
    picked = honing.ground("月末のほう直しといて", messages, cwd=root, turns=1).references[0]
    assert picked.resolved and picked.start_line is not None and picked.start_line <= 11, picked


def test_two_causes_both_live_leave_fix_it_unresolved(tmp_path: Path) -> None:
    """"Then both are happening … fixing only one of them would still leave some duplicates":
    "ugh. ok fix it" needs two places and names neither (dev24 a06)."""
    root = write(tmp_path, {"app/queries.py": "def recipients(session):\n    q = session.query(User)\n"
                                              "    q = q.join(Subscription)\n    return q.all()\n",
                            "app/tasks/digest.py": "def send_weekly_digests():\n    for user in recipients():\n"
                                                   "        send_mail(user)\n    mark_digest_sent()\n"})
    messages = [{"role": "user", "content": "customers got the weekly digest twice this morning"},
                {"role": "assistant", "content": "Two things can do that: the join in `app/queries.py:3` returns a user once "
                                                 "per subscription, and a retry resends because `app/tasks/digest.py:4` "
                                                 "writes the log after the loop."},
                {"role": "user", "content": "mail logs show same-second pairs and 10 minute pairs"},
                {"role": "assistant", "content": "Then both are happening: the same-second pairs are the join in "
                                                 "`app/queries.py:3`, the 10 minute pairs the retry (`app/tasks/digest.py:4`). "
                                                 "So fixing only one of them would still leave some duplicates."}]
    ref = honing.ground("ugh. ok fix it", messages, cwd=root, turns=2).references[0]
    assert not ref.resolved, ref


def test_fen_bu_chu_which_one_leaves_gai_ba_unresolved(tmp_path: Path) -> None:
    """「光看代码分不出测试遇到的是哪一个」 after two causes in two files, then 「要两处都改，还是先改一处」:
    「好 那你改吧」 chooses neither (dev24 c05)."""
    root = write(tmp_path, {"src/api/http.ts": "export async function getCached(url, params) {\n  const key = url;\n"
                                               "  return cache.get(key);\n}\n",
                            "src/composables/useOrders.ts": "export async function fetchOrders(params) {\n"
                                                            "  const res = await getCached('/api/orders', params);\n"
                                                            "  orders.value = res.items;\n}\n"})
    messages = [{"role": "user", "content": "切换 tab 的时候有时候还显示上一个 tab 的数据"},
                {"role": "assistant", "content": "有两个地方都能造成：\n\n**1. 缓存 key 没带参数**（`src/api/http.ts:2`）\n\n"
                                                 "**2. `fetchOrders` 没处理竞态**（`src/composables/useOrders.ts:3`）\n\n"
                                                 "光看代码分不出测试遇到的是哪一个。"},
                {"role": "user", "content": "测试只记得是点得比较快的时候容易出"},
                {"role": "assistant", "content": "两种情况都对得上，所以还是区分不了。要两处都改，还是先改一处？"}]
    ref = honing.ground("好 那你改吧", messages, cwd=root, turns=2).references[0]
    assert not ref.resolved, ref


def test_a_reply_that_ends_asking_which_first_has_not_chosen(tmp_path: Path) -> None:
    """Two causes, 「两个都值得修（顺便建议 `stats.rs` 第 3 行把跳过的行数统计出来）。你想先修哪个？」: the
    aside suggestion chooses neither, so 「先改了再说吧」 is unresolved (dev9 c07); a reply whose
    suggestion comes after the question ("… which first? I'd start with the parser") chose."""
    root = write(tmp_path, {"src/reader.rs": "fn open(p: &Path) -> Reader {\n    let d = GzDecoder::new(f);\n    d\n}\n",
                            "src/parser.rs": "fn parse(l: &str) -> Option<Entry> {\n    let re = Regex::new(URT);\n"
                                             "    re.captures(l)\n}\n",
                            "src/stats.rs": "fn add(&mut self, e: Entry) {\n    self.total += 1;\n    skipped += 0;\n}\n"})
    reply = ("少了 9%，有两种可能，判断不了是哪个：\n\n**可能 1**：`src/reader.rs` 第 2 行只读第一个 gzip 成员。\n\n"
             "**可能 2**：`src/parser.rs` 第 2 行的正则丢掉了 `-` 的行。\n\n"
             "两个都值得修（顺便建议 `src/stats.rs` 第 3 行把跳过的行数统计出来）。你想先修哪个？")
    messages = [{"role": "user", "content": "服务器上 total requests 比 zcat | wc -l 少"},
                {"role": "assistant", "content": reply}]
    ref = honing.ground("先改了再说吧，回头我再上服务器验证", messages, cwd=root, turns=1).references[0]
    assert not ref.resolved, ref
    chose = reply.replace("你想先修哪个？", "你想先修哪个？我建议先改 `src/parser.rs` 第 2 行的正则。")
    messages[1] = {"role": "assistant", "content": chose}
    picked = honing.ground("先改了再说吧，回头我再上服务器验证", messages, cwd=root, turns=1).references[0]
    assert picked.resolved and picked.path == "src/parser.rs", picked


def test_katahou_dake_naoshitemo_leaves_naoshitoite_unresolved(tmp_path: Path) -> None:
    """「A と B の両方が実際に起きていると思います … 片方だけ直してももう片方で重複は残る」 after a
    report with A and B in two files: 「OK、じゃあ直しといて」 names neither (dev14 b04)."""
    root = write(tmp_path, {"src/main/java/app/DigestJob.java": "class DigestJob {\n  void run() {\n    send();\n  }\n}\n",
                            "src/main/java/app/MailSender.java": "class MailSender {\n  void send() {\n"
                                                                 "    retry(() -> delegate.send());\n  }\n}\n"})
    messages = [{"role": "user", "content": "たまにダイジェストが2通届く人がいる。原因調べて"},
                {"role": "assistant", "content": "原因は 2 つ考えられます。A) `DigestJob.java` 3 行目の `run()` にロックがない。"
                                                 "B) `MailSender.java` 3 行目がタイムアウト後に再送する。"},
                {"role": "user", "content": "ログ見た。digest done が2回の日もあるし smtp timeout の warn も出てる"},
                {"role": "assistant", "content": "であれば、A と B の両方が実際に起きていると思います。"
                                                 "片方だけ直してももう片方で重複は残るので、どちらも対応が必要です。"}]
    ref = honing.ground("OK、じゃあ直しといて", messages, cwd=root, turns=2).references[0]
    assert not ref.resolved, ref


def test_two_failures_with_one_cause_each_fixed_in_its_own_file_leave_sore_unresolved(tmp_path: Path) -> None:
    """「PR出したら2個落ちた」; the reply 「どちらも upload-artifact を v4 に上げたことが原因です」 and
    numbers one fix in `ci.yml` and one in `deploy.yml`: 「あー、それ直しといて」 does not say which
    (dev20 b10); 「2番直しといて」 takes the second."""
    root = write(tmp_path, {".github/workflows/ci.yml": "jobs:\n  test:\n    steps:\n      - uses: actions/upload-artifact@v4\n"
                                                        "        with:\n          name: coverage\n",
                            ".github/workflows/deploy.yml": "jobs:\n  deploy:\n    steps:\n"
                                                            "      - uses: actions/download-artifact@v3\n"})
    reply = ("どちらも upload-artifact を v4 に上げたことが原因です。\n\n"
             "1. **CI / test** — `ci.yml:6` の `name: coverage` が matrix で重複して 409 Conflict になります。\n\n"
             "2. **Deploy** — `deploy.yml:4` の `actions/download-artifact@v3` からは v4 のアーティファクトが見えません。\n\n"
             "どちらも1行ずつの修正です。")
    messages = [{"role": "user", "content": "actions のバージョン上げといて"},
                {"role": "assistant", "content": "`ci.yml` と `deploy.yml` の actions を v4 に上げました。"},
                {"role": "user", "content": "PR出したら2個落ちた"},
                {"role": "assistant", "content": reply}]
    ref = honing.ground("あー、それ直しといて", messages, cwd=root, turns=2).references[0]
    assert not ref.resolved, ref
    picked = honing.ground("2番直しといて", messages, cwd=root, turns=2).references[0]
    assert picked.resolved and picked.path == ".github/workflows/deploy.yml", picked
