"""Grounding behaviours found on the forty-second development set (bench/ground_cases_dev42)."""

from __future__ import annotations

from pathlib import Path

import honing

from .test_grounding_dev5 import write
from .test_grounding_dev36 import _call

_HELPER = "".join(f"// width helper {n}\n" for n in range(16))
_RENDER = ("pub fn pad(s: &str) -> String {\n    format!(\"{s:<12}\")\n}\n\n"
           + "".join(f"// note {n}\n" for n in range(5, 12))
           + "pub fn truncate(s: &str, max: usize) -> String {\n    if s.len() <= max {\n        return s.to_string();\n"
           "    }\n    let cut = max - 1;\n    format!(\"{}…\", &s[..cut])\n}\n"
           + "".join(f"// tail {n}\n" for n in range(19, 40)))


def _render_session() -> tuple[str, list[dict[str, object]]]:
    """A session whose edit put sixteen lines above `truncate`; the file as it stands after it."""
    anchor = "// note 11\n"
    edit = {"file_path": "src/render.rs", "old_string": anchor, "new_string": anchor + _HELPER}
    session = [
        {"role": "user", "content": "make the message column follow the terminal width"},
        {"role": "assistant", "content": None, "tool_calls": [_call("e1", "edit", edit)]},
        {"role": "tool", "tool_call_id": "e1", "content": "ok"},
        {"role": "assistant", "content": "Done: the width helper sits above `truncate` in src/render.rs; cargo test passes."}]
    return _RENDER.replace(anchor, anchor + _HELPER), session


def test_a_panic_from_an_older_build_is_read_in_the_file_before_the_sessions_edits(tmp_path: Path) -> None:
    """A Rust panic pasted from yesterday's build names line 17, the byte slice in `truncate`; the
    session has since put sixteen lines above it, and line 17 indexes nothing now. The line is read in
    the file before the session's edits and found where it stands now (dev42 a01, c03; dev41 b02)."""
    now, session = _render_session()
    project = write(tmp_path, {"src/render.rs": now})
    slice_line = now.split("\n").index("    format!(\"{}…\", &s[..cut])") + 1
    assert _RENDER.split("\n")[16] == "    format!(\"{}…\", &s[..cut])"  # line 17 before the edit
    sentence = ("ops sent me this from yesterday's build:\n\nthread 'main' panicked at src/render.rs:17:21:\n"
                "byte index 39 is not a char boundary; it is inside 'ü' (bytes 38..40)\n\nfix that pls")
    result = honing.ground(sentence, session, cwd=project, turns=1)
    ref = result.references[0]
    assert (ref.path, ref.symbol) == ("src/render.rs", "truncate"), ref
    assert ref.start_line is not None and ref.end_line is not None and ref.start_line <= slice_line <= ref.end_line
    # tried as a user: the instruction says the pasted line number is stale, so the agent does not read line 17
    assert f"src/render.rs:17, named in the user's sentence, is line {slice_line} now" in result.text, result.text


def test_a_panic_at_a_line_that_indexes_is_read_where_it_stands(tmp_path: Path) -> None:
    """The same panic at a line that slices now is about the code as it is: no undoing."""
    now, session = _render_session()
    project = write(tmp_path, {"src/render.rs": now})
    slice_line = now.split("\n").index("    format!(\"{}…\", &s[..cut])") + 1
    sentence = (f"thread 'main' panicked at src/render.rs:{slice_line}:21:\n"
                "byte index 39 is not a char boundary; it is inside 'ü' (bytes 38..40)\n\nfix that")
    ref = honing.ground(sentence, session, cwd=project, turns=1).references[0]
    assert ref.symbol == "truncate" and ref.start_line is not None and ref.start_line <= slice_line, ref


_BATCH = ("package jp.example;\n\npublic class ReminderBatch {\n"
          "    private static final String[] SUBJECTS = {\"a\", \"b\", \"c\"};\n\n"
          + "".join(f"    // note {n}\n" for n in range(6, 14))
          + "    public void run() {\n        for (Reminder r : repo.due()) {\n            send(r);\n        }\n    }\n\n"
          "    void send(Reminder r) {\n        mailer.send(r.to(), subjectFor(r));\n    }\n\n"
          "    String subjectFor(Reminder r) {\n        return SUBJECTS[r.kind().ordinal()];\n    }\n"
          + "".join(f"    // tail {n}\n" for n in range(28, 44)) + "}\n")
_MAIN = ("package jp.example;\n\npublic class Main {\n" + "".join(f"    // note {n}\n" for n in range(4, 10))
         + "    public static void main(String[] args) {\n        new ReminderBatch().run();\n    }\n"
         + "".join(f"    // tail {n}\n" for n in range(13, 40)) + "}\n")


def test_every_frame_of_a_java_trace_from_before_the_session_moves_with_it(tmp_path: Path) -> None:
    """A production trace from before the session: `Index 3 out of bounds for length 3` at
    subjectFor (line 24 then). The session added batching lines above; each frame in that file is read
    in the file before the edits, and `Exception in thread "main"` names no function (dev42 b05)."""
    added = "".join(f"    private int batch{n};\n" for n in range(10))
    anchor = "    // note 13\n"
    edit = {"file_path": "src/main/java/jp/example/ReminderBatch.java", "old_string": anchor, "new_string": anchor + added}
    session = [{"role": "user", "content": "add a --batch-size option"},
               {"role": "assistant", "content": None, "tool_calls": [_call("e1", "edit", edit)]},
               {"role": "tool", "tool_call_id": "e1", "content": "ok"},
               {"role": "assistant", "content": "Added batching fields to ReminderBatch; mvn test passes."}]
    project = write(tmp_path, {"src/main/java/jp/example/ReminderBatch.java": _BATCH.replace(anchor, anchor + added),
                               "src/main/java/jp/example/Main.java": _MAIN})
    old = _BATCH.split("\n")
    at = {name: old.index(text) + 1 for name, text in (("subjectFor", "        return SUBJECTS[r.kind().ordinal()];"),
                                                      ("send", "        mailer.send(r.to(), subjectFor(r));"),
                                                      ("run", "            send(r);"))}
    sentence = ("本番ログにこれ出てて、リマインド全部止まってた。直して\n\n"
                "Exception in thread \"main\" java.lang.ArrayIndexOutOfBoundsException: Index 3 out of bounds for length 3\n"
                f"\tat jp.example.ReminderBatch.subjectFor(ReminderBatch.java:{at['subjectFor']})\n"
                f"\tat jp.example.ReminderBatch.send(ReminderBatch.java:{at['send']})\n"
                f"\tat jp.example.ReminderBatch.run(ReminderBatch.java:{at['run']})\n"
                "\tat jp.example.Main.main(Main.java:11)")
    ref = honing.ground(sentence, session, cwd=project, turns=1).references[0]
    assert (ref.path, ref.symbol) == ("src/main/java/jp/example/ReminderBatch.java", "subjectFor"), ref


def test_what_the_code_does_is_no_proposal_and_leaves_two_causes_undecided(tmp_path: Path) -> None:
    """The reply lays out two causes it cannot tell apart (判別できません), and explains that
    「`date(ordered_at)` は TIMESTAMP を UTC の日付にします」: what the code does, not a proposal that
    would choose. 「とりあえずそれ直しといて」 picks neither (dev42 b08)."""
    from honing.grounding import vocab

    assert vocab.first("23 行目の `date(ordered_at)` は TIMESTAMP を UTC の日付にします。", "describes_code")
    assert not vocab.first("`date(ordered_at, 'Asia/Tokyo')` にします。", "describes_code")
    mart = "select\n" + "".join(f"  col_{n},\n" for n in range(2, 40)) + "  sum(order_total) as gross\nfrom orders\n"
    stg = "select\n" + "".join(f"  c{n},\n" for n in range(2, 22)) + "  date(ordered_at) as order_date\nfrom raw\n"
    project = write(tmp_path, {"models/marts/fct_daily_revenue.sql": mart, "models/staging/stg_orders.sql": stg})
    reply = ("実データは見られませんでした。原因の候補が 2 つあります。**どちらが原因なのか判別できません。**\n\n"
             "**候補 1: JOIN で重複集計（`models/marts/fct_daily_revenue.sql`）**\n40 行目で `sum(order_total)` しています。\n\n"
             "**候補 2: 日付が UTC（`models/staging/stg_orders.sql`）**\n"
             "22 行目の `date(ordered_at)` は TIMESTAMP を **UTC の日付**にします。\n\n判別用のクエリを流してください。")
    session = [{"role": "user", "content": "11/16 の売上が管理画面より12万多いって言われた。見てくれる？"},
               {"role": "assistant", "content": reply}]
    ref = honing.ground("クエリ流すのめんどいから、とりあえずそれ直しといて", session, cwd=project, turns=1).references[0]
    assert not ref.resolved and "more than one possible cause" in ref.reason, ref


def test_steps_outside_the_repository_settle_the_report_beside_an_unrelated_line(tmp_path: Path) -> None:
    """"What's needed, outside the repo: … gh secret set DOCKERHUB_TOKEN", and, as unrelated,
    `release.yml:23` could be bumped: "ok fix it" names no line of the project (dev42 a08)."""
    release = "name: release\non:\n  push:\n" + "".join(f"# step {n}\n" for n in range(4, 23)) + \
        "      - uses: docker/login-action@v2\n" + "".join(f"# tail {n}\n" for n in range(24, 36))
    project = write(tmp_path, {".github/workflows/release.yml": release})
    session = [{"role": "user", "content": "the release workflow died at docker login: unauthorized: incorrect username "
                                           "or password. worked fine for 2.3.x"},
               {"role": "assistant", "content": (
                   "Nothing in the repo explains it: the DOCKERHUB_TOKEN secret was set 90 days ago, so the token has "
                   "expired.\n\nWhat's needed, outside the repo:\n1. generate a new token on Docker Hub;\n"
                   "2. `gh secret set DOCKERHUB_TOKEN` and paste it.\n\nUnrelated: `docker/login-action@v2` "
                   "(`release.yml:23`) still runs on Node 16; bumping it won't fix the login.")}]
    ref = honing.ground("ugh. ok fix it, i need to cut 2.4.0 today", session, cwd=project, turns=1).references[0]
    assert not ref.resolved and "found nothing in the project to change" in ref.reason, ref


def test_a_follow_up_on_a_report_settled_outside_the_repository_is_no_list_to_pick_from() -> None:
    """The agent said the domain whitelist lives in the mini-program console (不是代码的问题); the user
    asked what else to add there, and the reply listed console entries. The sentence repeating the error
    picks no item of that list: nothing in the project is the referent (dev42 c09)."""
    import tomllib

    case_dir = next((Path(__file__).resolve().parent.parent / "bench" / "ground_cases_dev42").glob("c09-*"))
    case = tomllib.loads((case_dir / "case.toml").read_text("utf-8"))
    ref = honing.ground(case["sentence"], str(case_dir / case["transcript"]), cwd=case_dir / "project",
                        turns=case["turns"]).references[0]
    assert not ref.resolved and "found nothing in the project to change" in ref.reason, ref


def test_a_user_confirming_the_agents_check_reports_nothing_new() -> None:
    """「nc 试了，确实超时」 confirms the check the agent asked for: the same report, which the next reply
    settled outside the repository (dev17 c07, right before by accident)."""
    from honing.grounding.settled import _same_thread
    from honing.sessions.model import Turn

    turns = [Turn(1, "prod 上收不到重置密码的邮件", "代码没问题，如果 nc 也超时，就是出站网络不通", ()),
             Turn(2, "nc 试了，确实超时", "安全组出站规则没放行 465，这个问题在我们这边改不了", ())]
    assert _same_thread(turns, 1, 2)
    for new in ("nc 试了，超时", "果然，另外导出 CSV 也报错了"):  # (no confirming word; a new report beside one)
        assert not _same_thread([turns[0], Turn(2, new, "安全组的问题", ())], 1, 2), new


def test_a_number_after_an_opener_and_before_also_takes_that_item() -> None:
    """「ok 那 3 也顺手改了吧」 takes item 3 of the review, as 「那 3 も」 and 「2也弄下」 do; a count
    (「那 2 个也改」) and a version (「版本 2 也有」) take none (dev42 c02)."""
    from honing.grounding.items import _numbers_taken

    assert _numbers_taken("ok 那 3 也顺手改了吧") == {3}
    assert _numbers_taken("那就3也弄下") == {3}
    assert _numbers_taken("那 2 个也改") == set()
    assert _numbers_taken("版本 2 也有这个问题") == set()


def test_a_list_a_cleared_lead_opens_is_cleared() -> None:
    """「ほかの部分は問題なさそうです:」 and the list under it clear what they name; the same list under a
    lead that clears nothing counts as before."""
    from honing.grounding.emphasis import emphasis

    cleared = "原因は `updateQuantity` です。\n\nほかの部分は問題なさそうです:\n- `QuantityStepper` は `min: 0` で呼ばれています。\n"
    plain = cleared.replace("ほかの部分は問題なさそうです:", "ほかに見た部分:")
    at_c, at_p = cleared.index("`QuantityStepper`"), plain.index("`QuantityStepper`")
    assert emphasis(cleared, at_c, True) < 0.5 < emphasis(plain, at_p, True)


def test_a_question_marked_aside_after_a_report_reports_nothing() -> None:
    """「ところでさ、Riverpod に移行する価値ある？」 after a report: the reply's エラー (what Riverpod
    handles) is no defect of this turn. Without the aside mark, or with an edit, it may be one."""
    from honing.grounding.prose import _reports_nothing
    from honing.sessions.model import ToolCall, Turn

    report = Turn(1, "カートで数量を0にしても行が消えない", "原因は `updateQuantity` です。")
    aside = Turn(2, "なるほど。ところでさ、Riverpod に移行する価値ある？", "非同期のローディング/エラーを統一できます。")
    assert _reports_nothing(aside, [report])
    assert not _reports_nothing(Turn(2, "Riverpod に移行する価値ある？", aside.assistant), [report])
    edit = ToolCall("Edit", '{"file_path": "a.dart", "old_string": "final x = 1;", "new_string": "final x = ref.watch(cartProvider);"}', "ok", ("a.dart",))
    assert not _reports_nothing(Turn(2, aside.user, aside.assistant, (edit,)), [report])
    assert not _reports_nothing(aside, [])


def _bench_ref(prefix: str) -> tuple[honing.Reference, dict[str, object]]:
    import tomllib

    case_dir = next((Path(__file__).resolve().parent.parent / "bench" / "ground_cases_dev42").glob(f"{prefix}-*"))
    case = tomllib.loads((case_dir / "case.toml").read_text("utf-8"))
    result = honing.ground(case["sentence"], str(case_dir / case["transcript"]), cwd=case_dir / "project",
                           turns=case["turns"])
    return result.references[0], case["expect"]


def test_an_item_declined_with_no_need_to_add_leaves_the_remaining_one() -> None:
    """Three findings; the user added pipefail (2) himself and said the timeout (3) 「不用加」: 「剩下那个
    你来改吧」 is item 1, the `break` in retry() (dev42 c05)."""
    from honing.grounding import vocab

    assert vocab.first("rollout status 的 timeout 不用加，CI job 本身有 30 分钟超时", "deferral")
    assert not vocab.first("这里不用加锁吗", "deferral")
    ref, want = _bench_ref("c05")
    assert (ref.path, ref.symbol) == (want["path"], "retry"), ref
    assert ref.start_line is not None and ref.end_line is not None and ref.start_line <= want["line"] <= ref.end_line


def test_a_nickname_run_into_a_verb_noun_still_names_its_report() -> None:
    """「ゾンビタイマー退治お願い」: the user's nickname from turn 1 (「倍速で減ってく … ゾンビタイマーがいる」)
    is a word of its own, and counting down at double speed is a symptom (dev42 b10)."""
    from honing.grounding import vocab
    from honing.grounding.prose import keywords

    assert "ゾンビタイマー" in keywords("よし、じゃあゾンビタイマー退治お願い")
    assert "フロント" not in keywords("3はフロント側で保証してるからいいや")  # (a short run and one kanji: a word)
    assert vocab.first("画面回転するとタイマーが倍速で減ってく", "defect")
    assert vocab.first("the countdown runs twice as fast after rotation", "defect")
    ref, want = _bench_ref("b10")
    assert ref.path == want["path"] and ref.start_line is not None and ref.end_line is not None
    assert ref.start_line <= want["line"] <= ref.end_line, ref


_FEISHU = ("import { createHmac } from \"crypto\";\n\n" + "".join(f"// note {n}\n" for n in range(3, 20))
           + "export function sign(timestamp: number, secret: string): string {\n"
           "  const stringToSign = `${timestamp}\\n${secret}`;\n"
           "  return createHmac(\"sha256\", stringToSign).update(\"\").digest(\"base64\");\n}\n\n"
           "export async function post(card: object): Promise<void> {\n  const timestamp = Date.now();\n"
           "  const res = await fetch(url, { body: JSON.stringify({ timestamp, sign: sign(timestamp, secret), card }) });\n"
           "  if ((await res.json()).code !== 0) {\n    log.error(\"feishu rejected message\");\n  }\n}\n"
           + "".join(f"// tail {n}\n" for n in range(34, 50)))


def test_a_fix_the_user_reverted_is_no_place_and_its_defect_is_open_again(tmp_path: Path) -> None:
    """The agent swapped the HMAC key and message in `sign()`; the user deployed, still got 19021,
    reverted it and says the original was right: the restored lines count a tenth, and the report is
    open again, so the place is elsewhere in what the turn discussed (dev42 c06, b07)."""
    project = write(tmp_path, {"src/feishu.ts": _FEISHU})
    swap = {"file_path": "src/feishu.ts",
            "old_string": "  return createHmac(\"sha256\", stringToSign).update(\"\").digest(\"base64\");\n",
            "new_string": "  return createHmac(\"sha256\", secret).update(stringToSign).digest(\"base64\");\n"}
    session = [
        {"role": "user", "content": "开了签名之后飞书全报 19021 sign match fail or timestamp is not within one hour, "
                                    "日志里是 \"feishu rejected message\""},
        {"role": "assistant", "content": None, "tool_calls": [_call("e1", "edit", swap)]},
        {"role": "tool", "tool_call_id": "e1", "content": "ok"},
        {"role": "assistant", "content": "`sign()`（src/feishu.ts:22）里 key 和 message 反了，已经改成用 secret 当 key。"}]
    sentence = "部署了，还是 19021。你改的那个 hmac 我已经 revert 了，原来写的没错。应该是别的地方的问题，你再看看"
    ref = honing.ground(sentence, session, cwd=project, turns=1).references[0]
    assert (ref.path, ref.symbol) == ("src/feishu.ts", "post"), ref


def test_the_reviews_counter_examples_keep_their_answers(tmp_path: Path) -> None:
    """Found in review: a list of places after a report settled outside the repository is still
    picked from when the user moved on; 「保持不变」 is a constraint, not a deferral; a quoted-code
    clause that proposes (べき, 直します) still chooses; a lead that clears and blames clears nothing."""
    from honing.grounding import vocab
    from honing.grounding.emphasis import emphasis

    invoice = ("".join(f"# l{n}\n" for n in range(1, 11)) + "def round_total(x):\n    return int(x * 100) / 100\n"
               + "".join(f"# m{n}\n" for n in range(13, 29)) + "def sum_lines(rows):\n    return sum(rows + rows[-1:])\n"
               + "".join(f"# t{n}\n" for n in range(32, 50)))
    project = write(tmp_path, {"src/invoice.py": invoice})
    session = [
        {"role": "user", "content": "the deploy job fails at docker login: unauthorized"},
        {"role": "assistant", "content": "Nothing in the repo can fix this: the DOCKERHUB_TOKEN secret expired. Regenerate "
                                         "it and run `gh secret set DOCKERHUB_TOKEN`."},
        {"role": "user", "content": "ok, I'll do that. meanwhile can you look at how invoice totals are computed?"},
        {"role": "assistant", "content": "Two things stand out:\n\n1. `round_total` (src/invoice.py:11) truncates instead "
                                         "of rounding\n2. `sum_lines` (src/invoice.py:30) adds the last line twice\n\n"
                                         "I can't tell which one finance hit without an example invoice."}]
    ref = honing.ground("fix the rounding one", session, cwd=project, turns=2).references[0]
    assert ref.symbol == "round_total", ref
    assert not vocab.first("修一下这个 bug，refund 的签名保持不变", "deferral")
    for said in ("`date(ordered_at)` は `date(ordered_at, 'Asia/Tokyo')` に変えるべきです。", "`retry` は削除しましょう",
                 "`foo` が原因なので直します"):
        assert not vocab.first(said, "describes_code"), said
    lead = "The bug is in `update`.\n\nThis is fine, but these are broken:\n- `Stepper` is called with `min: -1`.\n"
    assert emphasis(lead, lead.index("`Stepper`"), True) > 1.0


def test_a_java_trace_of_the_code_as_it_is_stays_where_it_lands(tmp_path: Path) -> None:
    """Found in review: "just ran it after your change", `Index 3 out of bounds` at
    `subjectFor(ReminderBatch.java:N)` where line N is `SUBJECTS.get(…)` in subjectFor now: the
    frame names the function it lands in, so it is current and nothing is undone."""
    batch = ("package jp.example;\n\nimport java.util.List;\n\npublic class ReminderBatch {\n"
             "    private static final List<String> SUBJECTS = List.of(\"a\", \"b\", \"c\");\n\n"
             + "".join(f"    // note {n}\n" for n in range(8, 14))
             + "    public void run() {\n        for (Reminder r : repo.due()) {\n            send(r);\n        }\n    }\n\n"
             "    void send(Reminder r) {\n        mailer.send(r.to(), subjectFor(r));\n    }\n\n"
             "    String subjectFor(Reminder r) {\n        return SUBJECTS.get(r.kind().ordinal());\n    }\n\n"
             + "".join(f"    // pad {n}\n" for n in range(29, 36))
             + "    String[] split(String s) {\n        String[] parts = s.split(\",\");\n        return parts;\n    }\n"
             + "".join(f"    // tail {n}\n" for n in range(37, 60)) + "}\n")
    anchor = "    // note 13\n"
    added = "".join(f"    private int batch{n};\n" for n in range(10))
    rel = "src/main/java/jp/example/ReminderBatch.java"
    now = batch.replace(anchor, anchor + added)
    project = write(tmp_path, {rel: now})
    session = [{"role": "user", "content": "add a --batch-size option"},
               {"role": "assistant", "content": None, "tool_calls": [
                   _call("e1", "edit", {"file_path": rel, "old_string": anchor, "new_string": anchor + added})]},
               {"role": "tool", "tool_call_id": "e1", "content": "ok"},
               {"role": "assistant", "content": "Added batching fields to ReminderBatch; mvn test passes."}]
    def at(text: str) -> int:
        return now.split("\n").index(text) + 1

    line = at("        return SUBJECTS.get(r.kind().ordinal());")
    sentence = ("just ran it after your change and got this, fix that\n\nException in thread \"main\" "
                "java.lang.IndexOutOfBoundsException: Index 3 out of bounds for length 3\n"
                f"\tat jp.example.ReminderBatch.subjectFor(ReminderBatch.java:{line})\n"
                f"\tat jp.example.ReminderBatch.send(ReminderBatch.java:{at('        mailer.send(r.to(), subjectFor(r));')})\n"
                f"\tat jp.example.ReminderBatch.run(ReminderBatch.java:{at('            send(r);')})\n")
    ref = honing.ground(sentence, session, cwd=project, turns=1).references[0]
    assert ref.symbol == "subjectFor" and ref.start_line is not None and ref.start_line <= line, ref


def test_a_test_failing_since_the_agents_edit_points_at_the_file_its_own_file_tests() -> None:
    """「フルでpytest回したら test_load_is_idempotent 落ちてる」: of the lines the turn-2 edit wrote
    (cli.py, pipeline.py, load.py), those in load.py, which tests/test_load.py is named after, are
    meant: the DELETE that binds `str(day)` (dev42 b02; dev18 a02 too)."""
    ref, want = _bench_ref("b02")
    assert (ref.path, ref.symbol) == (want["path"], "load_day"), ref
    assert ref.start_line is not None and ref.end_line is not None and ref.start_line <= want["line"] <= ref.end_line


def test_a_c_macro_is_found_where_it_is_defined() -> None:
    """"go with the quick one": raise `RINGBUF_SIZE` in `include/ringbuf.h`. The macro is defined by
    `#define RINGBUF_SIZE 32u`, line 17, which the place now names (dev42 a03)."""
    ref, want = _bench_ref("a03")
    assert (ref.path, ref.start_line, ref.symbol) == (want["path"], want["line"], "RINGBUF_SIZE"), ref


def test_the_second_reviews_counter_examples() -> None:
    """Found in the second review: `reverted` needs the agent's change as its object (not 撤销了订单,
    not Ctrl+Z で元に戻した); 倍速 is a symptom only with a counting verb (not 倍速再生を追加); a
    confirm followed by more (而且/另外) is a new report; 「不用加锁吧？」 and 不用加班 put nothing off."""
    from honing.grounding import vocab
    from honing.grounding.settled import _same_thread
    from honing.sessions.model import Turn

    assert not vocab.first("撤销了订单之后库存没回滚", "reverted")
    assert not vocab.first("Ctrl+Z で元に戻した時に落ちる", "reverted")
    assert not vocab.first("I reverted the migration last week", "reverted")
    assert not vocab.first("倍速再生ボタンを追加して", "defect") and not vocab.first("加一个倍速播放", "defect")
    assert not vocab.first("make it twice as fast", "defect")
    assert vocab.first("onSave isn't called anymore", "defect") and vocab.first("it returns too few rows", "defect")
    assert not vocab.first("这里不用加锁吧？", "deferral") and not vocab.first("不用加班", "deferral")
    assert vocab.first("第二个保持现状吧", "deferral")
    reply = "代码没问题，如果 nc 也超时或者报错，就是出站网络不通"
    for new in ("果然，另外导出 CSV 也报错了", "确实，而且登录也超时了"):
        assert not _same_thread([Turn(1, "收不到邮件", reply), Turn(2, new, "x")], 1, 2), new


def test_a_reverted_fix_discounts_only_the_place_over_the_lines_it_replaced(tmp_path: Path) -> None:
    """Found in the second review: a line the reverted edit replaced that also stands in another
    function (`if not secret:`) does not discount that other function."""
    from honing.grounding import places
    from honing.grounding.discounts import reverted as _discount_reverted
    from honing.grounding.project import Project

    code = ("def sign(secret, body):\n    if not secret:\n        return None\n    return hmac(secret, body)\n\n"
            "def post(secret, body):\n    if not secret:\n        return None\n    return send(now_ms(), body)\n")
    write(tmp_path, {"app/feishu.py": code})
    project = Project(tmp_path)
    found = [places.Candidate("app/feishu.py", 1, 4, "sign", [places.Vote(1.0, "x", None, 1)]),
             places.Candidate("app/feishu.py", 6, 9, "post", [places.Vote(0.9, "y", None, 1)])]
    changes = [(1, "app/feishu.py", "    if not secret:\n        return None\n    return hmac(secret, body)\n",
                "    if secret is None:\n        raise ValueError\n    return hmac(body, secret)\n")]
    # (an insertion that kept its anchor line, `def post…` with a docstring added, was not undone)
    changes.append((2, "app/feishu.py", "def post(secret, body):\n", "def post(secret, body):\n    \"\"\"Send.\"\"\"\n"))
    _discount_reverted(project, found, changes, None)
    assert [(c.symbol, round(c.weight, 2)) for c in found] == [("post", 0.9), ("sign", 0.1)]
