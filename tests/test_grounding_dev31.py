"""Grounding behaviours found on the thirtieth development set's last misses and on the
thirty-first set (bench/ground_cases_dev31)."""

from __future__ import annotations

import json
from pathlib import Path

import honing
from honing.grounding.outcome import Reference

from .test_grounding_dev5 import write

CASES30 = Path(__file__).resolve().parent.parent / "bench" / "ground_cases_dev30"

def _bench31(prefix: str) -> tuple[Reference, dict[str, object]]:
    """The engine's reference on a case of the dev31 bench set, run as the bench runs it."""
    import tomllib

    case_dir = next((Path(__file__).resolve().parent.parent / "bench" / "ground_cases_dev31").glob(f"{prefix}-*"))
    case = tomllib.loads((case_dir / "case.toml").read_text("utf-8"))
    result = honing.ground(case["sentence"], str(case_dir / case["transcript"]), cwd=case_dir / "project",
                           turns=case["turns"])
    return result.references[0], case["expect"]


def _covers(ref: Reference, expect: dict[str, object]) -> bool:
    return (ref.resolved and ref.path == expect["path"] and ref.start_line is not None and ref.end_line is not None
            and ref.start_line <= expect["line"] <= ref.end_line)  # type: ignore[operator]


_FORMATTER = ("package billing;\n\npublic class MoneyFormatter {\n"
              + "".join(f"    // formatting note {n}\n" for n in range(4, 19))
              + "    public String format(BigDecimal amount, Currency currency) {\n"
              "        NumberFormat nf = NumberFormat.getCurrencyInstance(Locale.GERMANY);\n"
              "        nf.setCurrency(currency);\n        return nf.format(amount);\n    }\n}\n")
_MAPPER = ("package billing;\n\npublic class InvoiceMapper {\n"
           + "".join(f"    // mapping note {n}\n" for n in range(4, 19))
           + "    public InvoiceDto toDto(Invoice invoice) {\n        return InvoiceDto.builder()\n"
           "                .number(invoice.getNumber())\n"
           "                .currency(billingProperties.getDefaultCurrency())\n"
           "                .build();\n    }\n}\n")


def _session(aside: str) -> list[dict[str, object]]:
    """Turn 1 reports CHF invoices mailed in EUR; the agent fixes MoneyFormatter (its search shows
    InvoiceMapper.java:22) and ends with ``aside``; turn 2 is a side question."""
    edit = {"file_path": "src/main/java/billing/MoneyFormatter.java",
            "old_string": "        NumberFormat nf", "new_string": "        nf.setCurrency(currency);\n        NumberFormat nf"}
    return [{"role": "user", "content": "swiss customers get their invoice mail in EUR, the db says CHF. pls fix"},
            {"role": "assistant", "content": None, "tool_calls": [
                {"id": "g1", "type": "function", "function": {"name": "grep", "arguments": json.dumps({"pattern": "currency"})}},
                {"id": "e1", "type": "function", "function": {"name": "edit", "arguments": json.dumps(edit)}}]},
            {"role": "tool", "tool_call_id": "g1",
             "content": "src/main/java/billing/InvoiceMapper.java:22:                .currency(billingProperties.getDefaultCurrency())"},
            {"role": "tool", "tool_call_id": "e1", "content": "ok"},
            {"role": "assistant", "content": "Found it in `MoneyFormatter.format()`: it never used the currency it is "
                                             "given. It now calls `nf.setCurrency(currency)`.\n\n" + aside},
            {"role": "user", "content": "what's the command to run only the formatter tests again?"},
            {"role": "assistant", "content": "`./mvnw test -Dtest=MoneyFormatterTest`."}]


def _project(tmp_path: Path) -> Path:
    return write(tmp_path, {"src/main/java/billing/MoneyFormatter.java": _FORMATTER,
                            "src/main/java/billing/InvoiceMapper.java": _MAPPER})


def test_a_fix_that_missed_turns_to_the_suspect_the_agent_set_aside(tmp_path: Path) -> None:
    """"the invoice mail still says € . so that wasnt it": the fixing reply had named `InvoiceMapper`
    setting the currency from the default "at line 22" and left it as is; its own search showed the
    file. That suspect is the referent, not the formatter the fix changed (dev30 a08)."""
    aside = ("(The search also shows `InvoiceMapper` setting the DTO currency from the default currency at line "
             "22. I left that as is; the mail passes the invoice currency to the formatter.)")
    ref = honing.ground("deployed, the invoice mail still says € . so that wasnt it", _session(aside),
                        cwd=_project(tmp_path), turns=2).references[0]
    assert ref.resolved and ref.path == "src/main/java/billing/InvoiceMapper.java", ref
    assert ref.start_line is not None and ref.end_line is not None and ref.start_line <= 22 <= ref.end_line, ref


def test_an_unrelated_remark_is_no_suspect_when_a_fix_missed(tmp_path: Path) -> None:
    """The same session whose aside shares no word with the report ("the build log is noisy …"):
    "so that wasnt it" stays with the defect the fix was for."""
    aside = "(I also noticed `InvoiceMapper` logs every build at debug level. I left that as is.)"
    ref = honing.ground("deployed, the invoice mail still says € . so that wasnt it", _session(aside),
                        cwd=_project(tmp_path), turns=2).references[0]
    assert ref.path != "src/main/java/billing/InvoiceMapper.java", ref


def test_without_saying_the_fix_missed_the_aside_is_not_taken(tmp_path: Path) -> None:
    """"thanks, now the invoice mail: add the logo" does not say the fix missed: not the aside."""
    aside = ("(The search also shows `InvoiceMapper` setting the DTO currency from the default currency at line "
             "22. I left that as is; the mail passes the invoice currency to the formatter.)")
    result = honing.ground("thanks. now fix the invoice mail footer", _session(aside), cwd=_project(tmp_path), turns=2)
    ref = result.references[0]
    assert ref.path != "src/main/java/billing/InvoiceMapper.java", ref


def test_the_missed_fix_route_reads_the_bench_session() -> None:
    """The dev30 a08 Codex session itself: InvoiceMapper.toDto, line 30."""
    import tomllib

    case_dir = next(CASES30.glob("a08-*"))
    case = tomllib.loads((case_dir / "case.toml").read_text("utf-8"))
    ref = honing.ground(case["sentence"], str(case_dir / case["transcript"]), cwd=case_dir / "project",
                        turns=case["turns"]).references[0]
    assert ref.resolved and ref.path == case["expect"]["path"], ref
    assert ref.start_line is not None and ref.end_line is not None
    assert ref.start_line <= case["expect"]["line"] <= ref.end_line, ref


_HANDLER = ("package orders\n\n"
            + "".join(f"// handler note {n}\n" for n in range(3, 20))
            + "func (h *Handler) listOrders(w http.ResponseWriter, r *http.Request) {\n"
            "\tpage, size := pageParams(r)\n\tall := h.store.List(r.Context())\n"
            "\tstart := page * size\n\tend := min(start+size, len(all))\n"
            "\twriteJSON(w, http.StatusOK, all[start:end])\n}\n")


def _paging_session() -> list[dict[str, object]]:
    edit = {"file_path": "internal/orders/handler.go", "old_string": "\twriteJSON(w, http.StatusOK, all)\n",
            "new_string": "\tstart := page * size\n\tend := min(start+size, len(all))\n"
                          "\twriteJSON(w, http.StatusOK, all[start:end])\n"}
    return [{"role": "user", "content": "listOrders 加个分页 ?page=&size="},
            {"role": "assistant", "content": None, "tool_calls": [
                {"id": "e1", "type": "function", "function": {"name": "edit", "arguments": json.dumps(edit)}}]},
            {"role": "tool", "tool_call_id": "e1", "content": "ok"},
            {"role": "assistant", "content": "分页加好了，`page` 从 1 开始。"},
            {"role": "user", "content": "ci 上的 go 版本支持内置 min 吗"},
            {"role": "assistant", "content": "支持，Go 1.21 起就有。"}]


def test_a_pasted_slice_panic_points_at_the_slice_the_agent_wrote(tmp_path: Path) -> None:
    """"staging 点最后一页直接500了 … runtime error: slice bounds out of range [40:23]" names no
    frame and no call: the slice expression the agent's pagination edit wrote is the suspect, in
    the function that computes its bounds (dev27 c01)."""
    root = write(tmp_path, {"internal/orders/handler.go": _HANDLER, "internal/orders/store.go": "package orders\n"})
    sentence = ("staging 点最后一页直接500了 日志里是 `http: panic serving 10.0.3.17:52144: runtime error: slice bounds "
                "out of range [40:23]`")
    ref = honing.ground(sentence, _paging_session(), cwd=root, turns=2).references[0]
    assert ref.resolved and ref.path == "internal/orders/handler.go", ref
    assert ref.start_line is not None and ref.end_line is not None and ref.start_line <= 23 <= ref.end_line, ref


def test_an_index_error_the_window_already_showed_is_not_blamed_on_the_new_code(tmp_path: Path) -> None:
    """The same panic, when a tool result in the window already showed it, is not read as raised
    by the new slice: that route stands aside."""
    from honing.grounding.routes import _raised_by_edit
    from honing.sessions.openai import parse_messages

    session = _paging_session()
    session[-1] = {"role": "assistant", "content": None, "tool_calls": [
        {"id": "r1", "type": "function", "function": {"name": "bash", "arguments": "{\"command\": \"go test\"}"}}]}
    session.append({"role": "tool", "tool_call_id": "r1", "content": "panic: runtime error: slice bounds out of range [40:23]"})
    turns = parse_messages(session).turns
    sentence = "runtime error: slice bounds out of range [40:23]"
    assert _raised_by_edit(sentence, turns, {t.index: frozenset() for t in turns}) is None
    assert _raised_by_edit(sentence, turns[:1], {t.index: frozenset() for t in turns}) is not None


def test_the_other_one_of_two_findings_passes_a_longer_list_of_steps_since(tmp_path: Path) -> None:
    """Two findings (1 integer division, 2 `BigDecimal.equals`); the user takes 2 himself; a side
    question gets four numbered steps. "cool, now the other one" is finding 1: "the other one" is
    one of two, and the four steps are no pair (dev31 a04)."""
    service = ("package app;\n\npublic class ProgressService {\n"
               + "".join(f"    // note {n}\n" for n in range(4, 20))
               + "    int percentDone(long done, long total) {\n        return (int) (done / total * 100);\n    }\n"
               "    Status status(Budget budget) {\n        if (budget.getSpent().equals(BigDecimal.ZERO)) {\n"
               "            return Status.NOT_STARTED;\n        }\n        return Status.ON_TRACK;\n    }\n}\n")
    root = write(tmp_path, {"src/main/java/app/ProgressService.java": service,
                            "src/main/resources/db/migration/V14__flag.sql": "ALTER TABLE project ADD COLUMN archived BOOLEAN;\n"})
    messages = [{"role": "user", "content": "progress bars are always 0% or 100%, and 'Not started' never shows"},
                {"role": "assistant", "content": "Two separate bugs in `ProgressService`:\n\n**1. Integer division in "
                                                 "`percentDone`.**\n\n`return (int) (done / total * 100);` is 0 or 100.\n\n"
                                                 "**2. `BigDecimal.equals` compares scale.**\n\n`budget.getSpent()"
                                                 ".equals(BigDecimal.ZERO)` is false for `0.00`."},
                {"role": "user", "content": "I'll do the BigDecimal one myself. unrelated: flyway V14 failed on prod, "
                                            "the column already exists. clean way out?"},
                {"role": "assistant", "content": "1. Check the hand-made column matches V14.\n2. Create the index if it "
                                                 "is missing.\n3. Run `flyway repair`.\n4. Redeploy so V14 runs."},
                {"role": "user", "content": "done, redeploy went through"},
                {"role": "assistant", "content": "Good."}]
    ref = honing.ground("cool, now the other one", messages, cwd=root, turns=3).references[0]
    assert ref.resolved and ref.symbol == "percentDone", ref
    ref, expect = _bench31("a04")  # (with the user's own fix of item 2 pasted last)
    assert _covers(ref, expect), ref


def test_a_suggestion_made_beside_a_finished_edit_is_what_do_what_you_suggested_takes_up(tmp_path: Path) -> None:
    """The agent sped up CI (edit) and, in a paragraph set aside, proposed changing the deploy
    job's `if:` at `ci.yml:30` ("The fix is `refs/heads/main` on that line. Want me to change it?");
    then a question and a Node bump. "do the thing you suggested earlier" is that line (dev31 a10)."""
    ci = ("name: ci\non: push\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n"
          + "".join(f"      - run: echo step {n}\n" for n in range(7, 27))
          + "  deploy:\n    needs: test\n    runs-on: ubuntu-latest\n    if: github.ref == 'refs/heads/master'\n"
          "    steps:\n      - run: ./deploy.sh\n")
    root = write(tmp_path, {".github/workflows/ci.yml": ci, ".nvmrc": "22\n"})
    edit = {"file_path": ".github/workflows/ci.yml", "old_string": "      - run: echo step 7\n",
            "new_string": "      - uses: actions/setup-node@v4\n        with:\n          cache: pnpm\n"}
    messages = [{"role": "user", "content": "CI takes 9 min, speed it up, no behaviour changes"},
                {"role": "assistant", "content": None, "tool_calls": [
                    {"id": "e1", "type": "function", "function": {"name": "edit", "arguments": json.dumps(edit)}}]},
                {"role": "tool", "tool_call_id": "e1", "content": "ok"},
                {"role": "assistant", "content": "Added the pnpm cache to `ci.yml`.\n\nSomething else I noticed, not "
                                                 "changed since you said no behaviour changes: the deploy job is gated "
                                                 "on `if: github.ref == 'refs/heads/master'` (`ci.yml:30`) but the "
                                                 "default branch is main. The fix is `refs/heads/main` on that line. "
                                                 "Want me to change it?"},
                {"role": "user", "content": "whats the difference between actions/cache and the cache option?"},
                {"role": "assistant", "content": "The cache option wraps actions/cache for package managers."}]
    ref = honing.ground("nice. and yeah do the thing you suggested earlier", messages, cwd=root, turns=2).references[0]
    assert ref.resolved and ref.path == ".github/workflows/ci.yml", ref
    assert ref.start_line is not None and ref.end_line is not None and ref.start_line <= 30 <= ref.end_line, ref
    assert ref.start_line > 7, ref  # not the cache step the edit wrote
    ref, expect = _bench31("a10")  # (with a later edit of the same file, a Node bump)
    assert _covers(ref, expect), ref


def test_the_panic_itself_is_only_where_it_shows_in_japanese_and_chinese() -> None:
    """「panic 自体は `Cache.Set` の … ですが、ここは結果です。本当の原因は `cache.New` の …」: the
    place after 「panic 自体は」 is only where the panic shows (dev31 b02); the same in Chinese and English."""
    from honing.grounding import vocab

    assert vocab.first("panic 自体は `Cache.Set` の `c.items[key] = e`（cache.go:53）ですが、ここは結果です。", "symptom_at")
    assert vocab.first("panic 本身在 `Cache.Set`（cache.go:53），但根因在 `New`", "symptom_at")
    assert vocab.first("The panic itself is in `Cache.Set` (cache.go:53), but the cause is `New`.", "symptom_at")
    assert not vocab.first("panic は `Cache.Set` で起きています。", "symptom_at")
    ref, expect = _bench31("b02")
    assert _covers(ref, expect) and ref.symbol == "New", ref


def test_a_failing_test_the_agent_wrote_with_its_code_points_at_that_code(tmp_path: Path) -> None:
    """The agent wrote `src/duration.rs` whole (`parse_duration` and, in `mod tests`, `parses_hours`)
    and later only touched Cargo.toml. "duration::tests::parses_hours 落ちてる" is the parser the same
    write made, not the test module nor the last edit (dev31 b05)."""
    body = ("use std::time::Duration;\n\n"
            + "".join(f"// doc line {n}\n" for n in range(3, 10))
            + "pub fn parse_duration(input: &str) -> Option<Duration> {\n    let s = input.trim();\n"
            "    let (n, unit) = s.split_at(s.len() - 1);\n    let n: u64 = n.parse().ok()?;\n    let secs = match unit {\n"
            "        \"m\" => n * 60,\n        \"h\" => n * 60,\n        \"d\" => n * 86400,\n        _ => return None,\n"
            "    };\n    Some(Duration::from_secs(secs))\n}\n\n#[cfg(test)]\nmod tests {\n    use super::*;\n\n"
            "    #[test]\n    fn parses_hours() {\n        assert_eq!(parse_duration(\"2h\"), Some(Duration::from_secs(7200)));\n"
            "    }\n}\n")
    root = write(tmp_path, {"src/duration.rs": body, "Cargo.toml": "[package]\nname = \"logtail\"\n\n[profile.release]\nlto = true\n"})
    write_call = {"file_path": "src/duration.rs", "content": body}
    cargo = {"file_path": "Cargo.toml", "old_string": "[profile.release]\n", "new_string": "[profile.release]\nlto = true\n"}
    messages = [{"role": "user", "content": "--since に 2h とか 30m を書けるようにしたい"},
                {"role": "assistant", "content": None, "tool_calls": [
                    {"id": "w1", "type": "function", "function": {"name": "write", "arguments": json.dumps(write_call)}}]},
                {"role": "tool", "tool_call_id": "w1", "content": "ok"},
                {"role": "assistant", "content": "`src/duration.rs` に `parse_duration` を追加しました。"},
                {"role": "user", "content": "release バイナリ小さくしたい"},
                {"role": "assistant", "content": None, "tool_calls": [
                    {"id": "e1", "type": "function", "function": {"name": "edit", "arguments": json.dumps(cargo)}}]},
                {"role": "tool", "tool_call_id": "e1", "content": "ok"},
                {"role": "assistant", "content": "`Cargo.toml` に lto を入れました。"}]
    ref = honing.ground("cargo test したら duration::tests::parses_hours 落ちてるんだけど", messages, cwd=root,
                        turns=2).references[0]
    assert ref.resolved and ref.path == "src/duration.rs" and ref.symbol == "parse_duration", ref
    ref, expect = _bench31("b05")  # (the Claude Code session, whose last edit names Cargo.toml's lines)
    assert _covers(ref, expect), ref


def test_a_secret_the_agent_said_goes_in_the_settings_is_not_found_in_an_older_unrelated_turn(tmp_path: Path) -> None:
    """Turn 1 adds the npm cache to ci.yml; turn 2's production deploy lacks a secret, which the agent
    says goes into GitHub's environment settings, no workflow change. 「那把 production 那个 secret 的事
    搞定吧」 says words of turn 2 and none of turn 1: unresolved, not the cache step (dev31 c10)."""
    root = write(tmp_path, {".github/workflows/ci.yml": "on: push\njobs:\n  test:\n    steps:\n"
                                                        "      - uses: actions/setup-node@v4\n        with:\n"
                                                        "          cache: npm\n",
                            ".github/workflows/deploy.yml": "jobs:\n  production:\n    steps:\n      - uses: aws-actions/"
                                                            "configure-aws-credentials@v4\n        with:\n"
                                                            "          role-to-assume: ${{ secrets.AWS_DEPLOY_ROLE_ARN }}\n"})
    messages = [{"role": "user", "content": "ci 里 npm ci 每次都要一分多钟，帮我把 npm 缓存加上"},
                {"role": "assistant", "content": "加好了：`.github/workflows/ci.yml` 的 setup-node 加了 `cache: npm`。"},
                {"role": "user", "content": "production 部署挂了：Could not load credentials from any providers"},
                {"role": "assistant", "content": "production 环境里没有 `AWS_DEPLOY_ROLE_ARN` 这个 secret（staging 有）。"
                                                 "这个要在 GitHub 的 Settings > Environments > production 里加，"
                                                 "workflow 不用改，这个仓库里没有可以改的地方。"}]
    ref = honing.ground("好 那把 production 那个 secret 的事搞定吧", messages, cwd=root, turns=2).references[0]
    assert not ref.resolved, ref
    ref, expect = _bench31("c10")
    assert expect["resolved"] is False and not ref.resolved, ref


def test_a_fix_in_another_teams_repository_settles_the_turn_in_japanese() -> None:
    """「なので修正はインフラチームのリポジトリ（または CloudFront コンソール）側になります」 says the fix is
    outside this repository (dev31 b08's second reply)."""
    from honing.grounding import vocab

    assert vocab.first("なので修正はインフラチームのリポジトリ（または CloudFront コンソール）側になります。", "nothing_to_fix")
    assert vocab.first("変更は別リポジトリ側です。", "nothing_to_fix")
    assert not vocab.first("修正は `config/cors.php` の 19 行目になります。", "nothing_to_fix")


# Found on the thirty-second development set (bench/ground_cases_dev32), after its untouched measurement.


def _bench32(prefix: str) -> tuple[Reference, dict[str, object]]:
    import tomllib

    case_dir = next((Path(__file__).resolve().parent.parent / "bench" / "ground_cases_dev32").glob(f"{prefix}-*"))
    case = tomllib.loads((case_dir / "case.toml").read_text("utf-8"))
    result = honing.ground(case["sentence"], str(case_dir / case["transcript"]), cwd=case_dir / "project",
                           turns=case["turns"])
    return result.references[0], case["expect"]


def test_a_bare_number_that_opens_the_sentence_with_also_picks_that_item() -> None:
    """「2也弄下」 and 「2もお願い」 take item 2; 「版本 2 也有这个问题」 ("version 2 has it too") does not
    (dev32 c03)."""
    from honing.grounding.items import _numbers_taken

    assert _numbers_taken("2也弄下") == {2}
    assert _numbers_taken("2もお願い") == {2}
    assert _numbers_taken("版本 2 也有这个问题") == set()
    ref, expect = _bench32("c03")
    assert _covers(ref, expect), ref


def test_a_proposal_after_the_paragraph_that_reports_an_edit_is_still_pending() -> None:
    """The reply fixed the dependency list, then proposed an `AbortController` for the race
    ("Want me to make that change?"); the user said "not now" and went on. "k now do the abort thing
    you suggested" is that proposal in `useOrders`, not the last file read (dev32 a01). A reply that
    is one paragraph reporting its own edit ("把 … 从 5 改成 30") proposes nothing pending."""
    from honing.grounding import choices
    from honing.sessions.model import ToolCall, Turn

    edit = ToolCall("edit", json.dumps({"file_path": "src/hooks/useOrders.ts", "old_string": "[page]",
                                        "new_string": "[status, page]"}), paths=("src/hooks/useOrders.ts",))
    reply = ("Fixed the stale list: `useOrders` now depends on `status`.\n\nThe other symptom is a race: "
             "`fetchOrders` is never cancelled. `useOrderDetail` creates an `AbortController` and aborts it in "
             "the cleanup; I'd suggest doing the same here. Want me to make that change?")
    assert choices.pending(Turn(index=1, user="stale rows", assistant=reply, tools=(edit,)))
    one = "把 `Database:CommandTimeoutSeconds` 从 5 改成 30，`Program.cs` 里 `sql.CommandTimeout(...)` 会读这个值。"
    assert not choices.pending(Turn(index=1, user="超时改成 30 秒", assistant=one, tools=(edit,)))
    ref, expect = _bench32("a01")
    assert _covers(ref, expect), ref


def test_an_item_the_reply_opens_by_saying_it_was_fixed_is_not_the_other_one() -> None:
    """「①を修正しました。… ②は原因だけ調べました（未修正）」: ① is done, so 「もう一個のほうも」 is ②
    (dev32 b06)."""
    from honing.grounding.remaining import _done_number

    assert _done_number("①を修正しました。") == 1
    assert _done_number("②は原因だけ調べました（未修正）") is None
    ref, expect = _bench32("b06")
    assert _covers(ref, expect), ref


def test_a_side_note_not_changed_is_an_aside() -> None:
    """"Side note, not changed: the `subtotal` getter … will show things like `€59.900000000000006`"
    sets the getter aside; the sentence that reports that value later is about it (dev32 a05)."""
    from honing.grounding.noticed import aside_paragraph

    reply = "Fixed the negative quantities.\n\nSide note, not changed: the `subtotal` getter adds floats."
    assert aside_paragraph(reply)[1] == 1
    assert aside_paragraph("Fixed it.\n\nA side note on naming: fine as is.")[1] is None
    ref, expect = _bench32("a05")
    assert _covers(ref, expect), ref


def test_an_item_put_off_for_now_is_taken_up_again_by_the_remaining_one() -> None:
    """「2はいったん置いといて」 puts item 2 off for now; five turns later 「じゃあ残ってるもう一個の方も
    やっちゃって」 takes it up again: its names are no longer kept out (dev31 b07). A sentence that does
    not ask for the remaining one keeps them out."""
    from honing.grounding.settled import _deferrals
    from honing.sessions.model import Turn

    turns = [Turn(index=1, user="在庫数がおかしい", assistant="2つありました。\n\n1. **`ReserveAsync` の在庫チェック**"
                  "（StockService.cs:26）\n\n2. **`CancelAsync` の状態チェック**（OrderService.cs:35）"),
             Turn(index=2, user="1から直して", assistant="1 を直しました。"),
             Turn(index=3, user="2はいったん置いといて。CS8618 ってなに？", assistant="Nullable の警告です。")]
    assert "CancelAsync" not in _deferrals(turns, "じゃあ残ってるもう一個の方もやっちゃって")[1]
    assert "CancelAsync" in _deferrals(turns, "テスト追加して")[1]
    ref, expect = _bench31("b07")
    assert _covers(ref, expect), ref


def test_a_call_quoted_without_its_arguments_is_found_where_it_is_made(tmp_path: Path) -> None:
    """"`CartSummary.vue` 里 `props.items.sort()` 原地排序的问题还没改": the code calls
    `props.items.sort((a, b) => …)`; that line is the place (dev31 c05). A call written the same way
    with no arguments in the code (`by_tag.len()`) gets no vote from this route."""
    from honing.grounding import mentions

    found = [m for m in mentions.find("里 `props.items.sort()` 原地排序") if m.kind == "call"]
    assert [m.value for m in found] == ["props.items.sort()"]
    assert not [m for m in mentions.find("`Version.Compare()`") if m.kind == "call"]  # a type's method
    summary = ("<script setup>\n" + "".join(f"// line {n}\n" for n in range(2, 12))
               + "const detail = computed(() => props.items.sort((a, b) => b.price - a.price));\n</script>\n")
    root = write(tmp_path, {"src/components/CartSummary.vue": summary, "src/components/CartList.vue": "<template/>\n"})
    messages = [{"role": "user", "content": "删除商品后下一行勾选串了，另外明细顺序也怪"},
                {"role": "assistant", "content": "已修改 `src/components/CartList.vue` 的 key。\n\n`CartSummary.vue` 里 "
                                                 "`props.items.sort()` 原地排序的问题还没改，等你确认产品意图。"}]
    ref = honing.ground("产品说不是故意的 另外一个也改了吧", messages, cwd=root, turns=1).references[0]
    assert ref.resolved and ref.path == "src/components/CartSummary.vue", ref
    assert ref.start_line is not None and ref.end_line is not None and ref.start_line <= 12 <= ref.end_line, ref
    ref, expect = _bench31("c05")
    assert _covers(ref, expect), ref


def test_a_failing_test_names_what_the_agents_edit_took_out() -> None:
    """The edit replaced `where(suspended_at: nil)` with `User.active` (which only checks deleted_at);
    "test_skips_suspended_users 挂了" says what the removed line said: that edit is the suspect, not the
    cron file the last turn read (dev31 c06)."""
    ref, expect = _bench31("c06")
    assert _covers(ref, expect), ref


def test_a_failing_test_named_after_a_function_an_aside_quoted_points_at_that_function() -> None:
    """The agent's edit wrote other tests (`test_cancel_too_late_409`) and set aside `cancel()` 第 50 行
    (`.seconds // 3600` drops whole days). "test_cancel_three_days_ahead_allowed 挂了": only the edit's
    tests say the test's words, the aside's `cancel()` does: that function (dev32 c10)."""
    ref, expect = _bench32("c10")
    assert _covers(ref, expect), ref


# Found on the thirty-third development set (bench/ground_cases_dev33), after its untouched measurement.


def _bench33(prefix: str) -> tuple[Reference, dict[str, object]]:
    import tomllib

    case_dir = next((Path(__file__).resolve().parent.parent / "bench" / "ground_cases_dev33").glob(f"{prefix}-*"))
    case = tomllib.loads((case_dir / "case.toml").read_text("utf-8"))
    result = honing.ground(case["sentence"], str(case_dir / case["transcript"]), cwd=case_dir / "project",
                           turns=case["turns"])
    return result.references[0], case["expect"]


def test_a_word_of_assent_before_the_opener_still_picks_by_number() -> None:
    """"ok じゃ1もお願い", 「了解、2也弄下」 pick items 1 and 2 (dev33 b02)."""
    from honing.grounding.items import _numbers_taken

    assert _numbers_taken("ok じゃ1もお願い") == {1}
    assert _numbers_taken("了解、2也弄下") == {2}
    assert _numbers_taken("okay whatever") == set()
    ref, expect = _bench33("b02")
    assert _covers(ref, expect), ref


def test_i_would_suggest_is_a_proposal_and_a_change_declined_on_my_own_is_not() -> None:
    """"I'd suggest adding the zone to the annotation" proposes; "a product decision, not a bug I'd
    change on my own" does not. "go ahead with what you suggested" is the zone (dev33 a09)."""
    from honing.grounding import vocab

    assert vocab.first("I'd suggest adding the zone to the annotation itself", "proposal")
    assert vocab.first("I'd change the filter to `!= false`", "proposal")
    assert not vocab.first("it's a product decision, not a bug I'd change on my own", "proposal")
    ref, expect = _bench33("a09")
    assert _covers(ref, expect), ref


def test_a_list_of_edits_made_does_not_answer_a_sentence_that_goes_back_to_an_older_report() -> None:
    """Turn 2 fixed lint and lists its edits ("doc comments on `Encode` and `Decode` … the panic fix is
    still open"); "ok back to the panic, go ahead and fix it" names the panic the user pasted in turn 1,
    not that list's item (dev33 a01)."""
    ref, expect = _bench33("a01")
    assert _covers(ref, expect), ref


def test_an_offer_the_sentence_puts_off_is_passed_over_for_the_one_it_takes_up() -> None:
    """Turn 1 offers to reset the page in `useOrderList.ts` (an aside after its edit); turn 2 answers a
    git question in steps (「把 `pick` 改成 `squash`」, no file to change); turn 3 offers a longer axios
    timeout. 「超时先别动 … 切状态跳到空页那个你说的，改吧」 puts the timeout off and takes up the first
    offer (dev33 c01). 「按你最开始说的那个方案改吧」 is not read as the newest aside (dev26 c01 holds)."""
    from honing.grounding.items import _selectors

    assert "改成" not in _selectors("导出后端在改成异步了")  # a verb that proposes picks no item
    ref, expect = _bench33("c01")
    assert _covers(ref, expect), ref
    import tomllib

    case_dir = Path(__file__).resolve().parent.parent / "bench" / "ground_cases_dev26" / "c01-hekou-shop-rails-coupon-last-day"
    case = tomllib.loads((case_dir / "case.toml").read_text("utf-8"))
    ref = honing.ground(case["sentence"], str(case_dir / case["transcript"]), cwd=case_dir / "project",
                        turns=case["turns"]).references[0]
    assert _covers(ref, case["expect"]), ref
