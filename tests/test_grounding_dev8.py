"""Grounding behaviours found on the eighth development set (bench/ground_cases_dev8): each
test is the smallest session that shows one of them."""

from __future__ import annotations

from pathlib import Path

import pytest

import honing

from .test_grounding_dev5 import write

WEATHER = {"src/api.rs": "pub fn fetch_forecast(city: &str) -> String {\n"
                         "    format!(\"{BASE}?q={city},jp&appid={KEY}&lang=ja\")\n}\n",
           "src/display.rs": "pub fn fmt_temp(celsius: f64) -> String {\n    format!(\"{celsius:.0}°C\")\n}\n"}
OPTIONS = {
    "ja": ("表示が 296°C なのはケルビンだからです。\n\n直し方は 2 通りあります:\n\n"
           "- **案A: API 側で摂氏をもらう**（`src/api.rs`）\n  URL に `&units=metric` を足すだけです。\n"
           "- **案B: 表示側で変換する**（`src/display.rs`）\n  `fmt_temp` で `celsius - 273.15` してから整形します。\n\n"
           "どっちにします？"),
    "en": ("296°C is Kelvin.\n\nThere are two ways to fix it:\n\n"
           "1. **Ask the API for Celsius**: in `src/api.rs`, add `&units=metric` to the URL.\n"
           "2. **Convert when displaying**: in `src/display.rs`, subtract 273.15 in `fmt_temp`.\n\nWhich do you prefer?"),
}


@pytest.mark.parametrize(("lang", "sentence", "want"), [
    ("ja", "じゃあ URL に units 付けるほうでお願い", "src/api.rs"),
    ("en", "go with converting when displaying", "src/display.rs"),
    ("en", "ok the units in the URL one", "src/api.rs"),
])
def test_one_of_the_offered_fixes_picked_by_description(tmp_path: Path, lang: str, sentence: str,
                                                        want: str) -> None:
    """The agent offers two ways to fix, in two files, and asks; the user picks one by what
    it does. The items describe fixes, not defects: the list's lead-in says they are."""
    root = write(tmp_path, WEATHER)
    messages = [{"role": "user", "content": "天気が 296°C って出る / the temperature shows 296°C"},
                {"role": "assistant", "content": OPTIONS[lang]}]
    ref = honing.ground(sentence, messages, cwd=root).references[0]
    assert ref.resolved and ref.path == want, ref


def test_a_list_of_changes_done_is_still_no_pick(tmp_path: Path) -> None:
    """A list of what was done, with no defect and no offer to fix, picks nothing."""
    root = write(tmp_path, WEATHER)
    messages = [{"role": "user", "content": "tidy up the api module"},
                {"role": "assistant", "content": "Done:\n\n- Renamed the URL builder in src/api.rs\n"
                                                 "- Moved `fmt_temp` in src/display.rs\n"}]
    ref = honing.ground("ok the URL one", messages, cwd=root).references[0]
    assert "that the sentence describes" not in ref.reason


def test_nothing_to_change_said_of_one_file_settles_nothing(tmp_path: Path) -> None:
    """"`fetch.rs` is fine as is … nothing to change there" clears that file, not the report."""
    root = write(tmp_path, {"Cargo.toml": "[dependencies]\nreqwest = { version = \"0.12\", default-features = false }\n",
                            "src/fetch.rs": "pub fn client() -> Client {\n    Client::builder().build().unwrap()\n}\n"})
    messages = [{"role": "user", "content": "every feed fails: error sending request: invalid URL, scheme is not http"},
                {"role": "assistant", "content": "The bug is in Cargo.toml:2: `reqwest` has `default-features = false` "
                                                 "and no TLS feature. Your `fetch.rs` is fine as is, nothing to change "
                                                 "there."}]
    ref = honing.ground("ok do the tls one", messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "Cargo.toml", ref


@pytest.mark.parametrize("sentence", ["ok fix it", "じゃあそれ直しといてください", "那你修一下"])
def test_fix_it_after_chit_chat_points_at_nothing(tmp_path: Path, sentence: str) -> None:
    """Only chit-chat and a build question in the window: nothing is broken, so "fix it"
    has no referent, although the build file was named."""
    root = write(tmp_path, {"app/build.gradle.kts": "plugins {\n    id(\"com.android.application\")\n}\n"})
    messages = [{"role": "user", "content": "what's a nice name for a diary app?"},
                {"role": "assistant", "content": "Some ideas: Nikki, Pagely, Daybook."},
                {"role": "user", "content": "which kotlin version does app/build.gradle.kts use?"},
                {"role": "assistant", "content": "app/build.gradle.kts applies the Android plugin; Kotlin 2.0 comes "
                                                 "from the version catalog."}]
    ref = honing.ground(sentence, messages, cwd=root).references[0]
    assert not ref.resolved, ref


def test_a_sentence_that_says_what_is_broken_needs_no_defect_turn(tmp_path: Path) -> None:
    root = write(tmp_path, {"app/build.gradle.kts": "plugins {\n    id(\"com.android.application\")\n}\n"})
    messages = [{"role": "user", "content": "bump the android plugin in app/build.gradle.kts"},
                {"role": "assistant", "content": "Bumped the plugin in app/build.gradle.kts to 8.5."}]
    ref = honing.ground("the build is broken since that, fix it", messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "app/build.gradle.kts", ref


def test_the_part_of_the_sentence_that_puts_a_named_thing_off_keeps_it_out(tmp_path: Path) -> None:
    """「健康检查那个先改掉，stack 的回头再说」: the stack file is put off; the healthcheck is the
    place, although the stack file was discussed last."""
    root = write(tmp_path, {"Dockerfile": "FROM node:20\nHEALTHCHECK CMD wget -qO- http://127.0.0.1:3000/healthz\n",
                            "docker-stack.yml": "services:\n  bot:\n    deploy:\n      update_config:\n"
                                                "        order: stop-first\n"})
    messages = [{"role": "user", "content": "容器两三分钟就重启一次"},
                {"role": "assistant", "content": "原因找到了：`Dockerfile` 第 2 行的 HEALTHCHECK 写死了 3000 端口，服务听的是 8080，"
                                                 "所以健康检查一直失败。"},
                {"role": "user", "content": "顺便看看 stack 文件里还有没有别的问题"},
                {"role": "assistant", "content": "docker-stack.yml 第 5 行 `order: stop-first` 有问题：重启时会丢告警，"
                                                 "应该改成 `start-first`。"}]
    ref = honing.ground("Dockerfile 那个先改掉，stack 的回头再说", messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "Dockerfile", ref
    ref = honing.ground("那个先改掉，stack 的回头再说", messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "Dockerfile", ref


def test_the_earlier_one_takes_up_the_proposed_diff_after_a_done_chore(tmp_path: Path) -> None:
    """「さっきのほうも頼む」 after a chore the agent did: the change proposed before, at the line
    its diff removes, not the file the explanation also names."""
    root = write(tmp_path, {"lib/library.sh": "move_to_library() {\n  local mp4=$1\n  mv -n $mp4 \"$dest_dir/\"\n}\n",
                            "encode.sh": "#!/bin/sh\nmove_to_library \"$out\" || log \"moved\"\n",
                            "config/rokuga.conf": "CRF=26\n"})
    messages = [{"role": "user", "content": "サブタイトル付きの番組だけ移動されない: mv: cannot stat"},
                {"role": "assistant", "content": "原因は `lib/library.sh` の `move_to_library` で `$mp4` がクォートされて"
                                                 "いないことです。「moved」と出るのは `encode.sh` 2 行目で `||` の左側で呼んでいる"
                                                 "からです。\n\n```diff\n-  mv -n $mp4 \"$dest_dir/\"\n+  mv -n \"$mp4\" "
                                                 "\"$dest_dir/\"\n```"},
                {"role": "user", "content": "ついでに CRF を 26 にしといて"},
                {"role": "assistant", "content": "`config/rokuga.conf` の `CRF` を 26 にしました。"}]
    result = honing.ground("おk、さっきのほうも頼む", messages, cwd=root)
    ref = result.references[0]
    assert ref.resolved and ref.path == "lib/library.sh", ref
    assert next(i.text for i in result.items if i.label == "Start at") == "lib/library.sh:3"


def test_nothing_in_the_repository_needs_changing_in_chinese(tmp_path: Path) -> None:
    root = write(tmp_path, {"lib/client.ex": "defmodule Client do\n  def token, do: get(\"/gettoken\")\nend\n"})
    messages = [{"role": "user", "content": "考勤同步挂了：errcode=60020 访问ip不在白名单之中"},
                {"role": "assistant", "content": "`lib/client.ex` 只是把钉钉的错误抛出来。出口 IP 变了，要在钉钉开发者后台"
                                                 "改白名单，仓库里没有任何东西需要改。"}]
    ref = honing.ground("好，那你弄一下吧", messages, cwd=root).references[0]
    assert not ref.resolved, ref


def test_a_bare_go_ahead_after_a_why_question_takes_the_proposal(tmp_path: Path) -> None:
    """The agent proposes a fix; the user asks why it worked before and the agent explains
    with another file's history; 「懂了，改吧」 takes up the proposal, not the explanation."""
    root = write(tmp_path, {"src/repos/posts.ts": "export function listPosts(db, page) {\n"
                                                  "  return db.query('SELECT * FROM posts ORDER BY created_at DESC "
                                                  "LIMIT 20 OFFSET $1', [page * 20]);\n}\n",
                            "scripts/import-legacy.ts": "export async function importLegacy(db, rows) {\n"
                                                        "  for (const r of rows) await db.insert('posts', r);\n}\n"})
    messages = [{"role": "user", "content": "翻页的时候有的帖子重复出现，有的不见了"},
                {"role": "assistant", "content": "问题出在 `src/repos/posts.ts:2` 的 `listPosts`：只按 `created_at` 排序，"
                                                 "时间相同的帖子顺序不稳定。建议加上 `id` 作为第二排序键。要我改吗？"},
                {"role": "user", "content": "为什么以前没问题？"},
                {"role": "assistant", "content": "以前的帖子 `created_at` 都不一样。上周 `scripts/import-legacy.ts:2` 的 "
                                                 "`importLegacy`（`await db.insert('posts', r)`）批量导入时给所有旧帖子写了"
                                                 "同一个时间，scripts/import-legacy.ts:2 这个错误的时间戳才让问题暴露出来。"}]
    ref = honing.ground("懂了，改吧", messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "src/repos/posts.ts", ref
