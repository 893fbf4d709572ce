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
