"""Grounding behaviours found by a review of the dev31–dev33 round and on its last misses; each
test failed on the code before its fix."""

from __future__ import annotations

import json
from pathlib import Path

import honing
from honing.grounding.outcome import Reference

from .test_grounding_dev5 import write
from .test_grounding_dev31 import _FORMATTER, _MAPPER, _session

BENCH = Path(__file__).resolve().parent.parent / "bench"


def _edit(cid: str, path: str, old: str, new: str) -> dict[str, object]:
    return {"id": cid, "type": "function", "function": {"name": "edit", "arguments": json.dumps(
        {"file_path": path, "old_string": old, "new_string": new})}}


def _bench(where: str) -> tuple[Reference, dict[str, object]]:
    import tomllib

    set_name, prefix = where.split("/")
    case_dir = next((BENCH / set_name).glob(f"{prefix}*"))
    case = tomllib.loads((case_dir / "case.toml").read_text("utf-8"))
    result = honing.ground(case["sentence"], str(case_dir / case["transcript"]), cwd=case_dir / "project",
                           turns=case["turns"])
    return result.references[0], case["expect"]


def _covers(ref: Reference, expect: dict[str, object]) -> bool:
    if not expect["resolved"]:
        return not ref.resolved
    return (ref.resolved and ref.path == expect["path"] and ref.start_line is not None and ref.end_line is not None
            and ref.start_line <= expect["line"] <= ref.end_line)  # type: ignore[operator]


def test_a_sentence_that_says_the_fix_worked_is_not_a_fix_that_missed(tmp_path: Path) -> None:
    """"shows CHF now, thanks … stays the same as before", 「直った … 表示が変わらないように」 and "wasn't it
    also supposed to round …" do not say the fix missed: not the suspect the reply set aside."""
    root = write(tmp_path, {"src/main/java/billing/MoneyFormatter.java": _FORMATTER,
                            "src/main/java/billing/InvoiceMapper.java": _MAPPER})
    aside = ("(The search also shows `InvoiceMapper` setting the DTO currency from the default currency at line "
             "22. I left that as is; the mail passes the invoice currency to the formatter.)")
    for sentence in ("deployed, the invoice mail shows CHF now, thanks! add a test so the amount format stays the same "
                     "as before",
                     "the invoice mail is right now. no difference for invoices sent before the fix, right? add a test",
                     "invoice mail の CHF 直った、ありがとう。テストも追加して、表示が変わらないように",
                     "wasn't it also supposed to round the invoice mail amounts? add that"):
        ref = honing.ground(sentence, _session(aside), cwd=root, turns=2).references[0]
        assert ref.path != "src/main/java/billing/InvoiceMapper.java", (sentence, ref)


def test_a_proposal_a_later_edit_carried_out_is_no_longer_pending(tmp_path: Path) -> None:
    """Turn 1 fixed the hang and proposed reading the timeout from `HTTP_TIMEOUT`; "yes" and turn 2
    added it; turn 3 is a question. "ok sounds good, go ahead" has no pending proposal to take up."""
    from honing.grounding import choices
    from honing.sessions.openai import parse_messages

    client = ("import requests\n\n" + "".join(f"# note {n}\n" for n in range(3, 10))
              + "def fetch(url, timeout=30):\n    resp = requests.get(url, timeout=timeout)\n    return resp.json()\n")
    cfg = "import os\n\nRETRIES = int(os.environ.get('RETRIES', '3'))\nHTTP_TIMEOUT = int(os.environ.get('HTTP_TIMEOUT', '30'))\n"
    root = write(tmp_path, {"app/client.py": client, "app/config.py": cfg})
    messages = [{"role": "user", "content": "the sync hangs forever when the vendor api is down, fix it"},
                {"role": "assistant", "content": None, "tool_calls": [_edit("e1", "app/client.py", "    resp = requests.get(url)\n",
                                                                            "    resp = requests.get(url, timeout=timeout)\n")]},
                {"role": "tool", "tool_call_id": "e1", "content": "ok"},
                {"role": "assistant", "content": "Fixed: `fetch` now passes `timeout=timeout` to `requests.get`.\n\nThe 30 s "
                                                 "default is hard-coded; I'd suggest reading it from `HTTP_TIMEOUT` in "
                                                 "`app/config.py`. Want me to change it?"},
                {"role": "user", "content": "yes"},
                {"role": "assistant", "content": None, "tool_calls": [_edit(
                    "e2", "app/config.py", "RETRIES = int(os.environ.get('RETRIES', '3'))\n",
                    "RETRIES = int(os.environ.get('RETRIES', '3'))\nHTTP_TIMEOUT = int(os.environ.get('HTTP_TIMEOUT', '30'))\n")]},
                {"role": "tool", "tool_call_id": "e2", "content": "ok"},
                {"role": "assistant", "content": "Added `HTTP_TIMEOUT` to `app/config.py`; `fetch` uses it as its default."},
                {"role": "user", "content": "how do I set it in the k8s deployment?"},
                {"role": "assistant", "content": "Add an `env` entry `HTTP_TIMEOUT` to the container spec."}]
    turns = parse_messages(messages).turns
    assert choices.pending(turns[0]) and not choices.pending(turns[0], turns)
    ref = honing.ground("ok sounds good, go ahead", messages, cwd=root, turns=3).references[0]
    assert not ref.resolved, ref


def test_yes_do_it_takes_up_the_newest_proposal_not_an_older_aside(tmp_path: Path) -> None:
    """Turn 1 set aside the deploy job's branch; turn 2 bumped the Dockerfile and asks "Want me to
    change `package.json`'s engines to `>=22` as well?". "yes do it" is package.json."""
    ci = ("name: ci\non: push\njobs:\n  test:\n    steps:\n" + "".join(f"      - run: echo step {n}\n" for n in range(6, 27))
          + "  deploy:\n    if: github.ref == 'refs/heads/master'\n    steps:\n      - run: ./deploy.sh\n")
    pkg = '{\n  "name": "web",\n  "version": "1.0.0",\n  "engines": {\n    "node": ">=18"\n  }\n}\n'
    root = write(tmp_path, {".github/workflows/ci.yml": ci, "Dockerfile": "FROM node:22-alpine\n", "package.json": pkg})
    messages = [{"role": "user", "content": "CI takes 9 min, speed it up, no behaviour changes"},
                {"role": "assistant", "content": None, "tool_calls": [_edit(
                    "e1", ".github/workflows/ci.yml", "      - run: echo step 6\n", "      - uses: actions/setup-node@v4\n")]},
                {"role": "tool", "tool_call_id": "e1", "content": "ok"},
                {"role": "assistant", "content": "Added the cache to `ci.yml`.\n\nSomething else I noticed, not changed: the "
                                                 "deploy job is gated on `if: github.ref == 'refs/heads/master'` (`ci.yml:28`) "
                                                 "but the default branch is main. The fix is `refs/heads/main` on that line. "
                                                 "Want me to change it?"},
                {"role": "user", "content": "thanks. bump node to 22 please"},
                {"role": "assistant", "content": None, "tool_calls": [_edit("e2", "Dockerfile", "FROM node:20-alpine\n",
                                                                            "FROM node:22-alpine\n")]},
                {"role": "tool", "tool_call_id": "e2", "content": "ok"},
                {"role": "assistant", "content": "Bumped the `Dockerfile` base image to `node:22-alpine`.\n\n`package.json` "
                                                 "still declares `\"node\": \">=18\"` under `engines` (line 5). Want me to "
                                                 "change it to `>=22` as well?"}]
    ref = honing.ground("yes do it", messages, cwd=root, turns=2).references[0]
    assert ref.resolved and ref.path == "package.json", ref


def test_an_index_error_is_not_blamed_on_a_type_annotation(tmp_path: Path) -> None:
    """Turn 1 wrote `first = rows[0]`; turn 2 only added `-> dict[str, int]`. A pasted `IndexError` is
    the subscript, not the annotation."""
    import re

    from honing.grounding import vocab

    construct = next(e for e in vocab.table()["error_constructs"] if "IndexError" in e["message"])
    code = re.compile(construct["code"])
    assert code.search("first = rows[0]") and code.search("parts[1]")
    assert not any(code.search(t) for t in ("def load() -> dict[str, int]:", "x: Optional[str]", "m := map[string]int{}"))
    report = "import csv\n\n" + "".join(f"# note {n}\n" for n in range(3, 10)) + "def summary(rows):\n    first = rows[0]\n    return first['total']\n"
    config = "import os\n\n\ndef load() -> dict[str, int]:\n    return {'workers': 4}\n"
    root = write(tmp_path, {"app/report.py": report, "app/config.py": config})
    messages = [{"role": "user", "content": "the summary should show the first row's total"},
                {"role": "assistant", "content": None, "tool_calls": [_edit(
                    "e1", "app/report.py", "def summary(rows):\n    return None\n",
                    "def summary(rows):\n    first = rows[0]\n    return first['total']\n")]},
                {"role": "tool", "tool_call_id": "e1", "content": "ok"},
                {"role": "assistant", "content": "Done: `summary` now returns the first row's total."},
                {"role": "user", "content": "add type hints to the config loader"},
                {"role": "assistant", "content": None, "tool_calls": [_edit("e2", "app/config.py", "def load():\n",
                                                                            "def load() -> dict[str, int]:\n")]},
                {"role": "tool", "tool_call_id": "e2", "content": "ok"},
                {"role": "assistant", "content": "Added the return type to `load`."}]
    ref = honing.ground("the first-row summary crashes for an empty month: `IndexError: list index out of range`",
                        messages, cwd=root, turns=2).references[0]
    assert ref.resolved and ref.path == "app/report.py", ref


def test_a_settled_topic_said_done_does_not_cancel_an_approved_proposal(tmp_path: Path) -> None:
    """Turn 1 proposes a BOM in `write_csv`; turn 2's deploy secret is settled outside the repository.
    "ok, added the production secret, deploy is green. go ahead with your suggestion" is the BOM."""
    exp = "import csv\n\n" + "".join(f"# note {n}\n" for n in range(3, 11)) + "def write_csv(rows, fh):\n    csv.writer(fh).writerows(rows)\n"
    root = write(tmp_path, {"app/export.py": exp})
    messages = [{"role": "user", "content": "can the csv export open correctly in Excel? umlauts come out weird"},
                {"role": "assistant", "content": "Excel reads UTF-8 without a BOM as cp1252. I'd add a BOM in `write_csv` "
                                                 "(`app/export.py:11`). Want me to change it?"},
                {"role": "user", "content": "wait, first: the production deploy fails with 'Could not load credentials'"},
                {"role": "assistant", "content": "The production environment has no `AWS_DEPLOY_ROLE_ARN` secret. It has to "
                                                 "be added under Settings > Environments on GitHub; there is nothing to "
                                                 "change in this repo."}]
    ref = honing.ground("ok, added the production secret, deploy is green. go ahead with your suggestion", messages,
                        cwd=root, turns=2).references[0]
    assert ref.resolved and ref.path == "app/export.py", ref


def test_an_admin_screen_of_the_project_is_not_outside_the_repository(tmp_path: Path) -> None:
    """「修正は管理画面のフォーム側になります」 after `src/admin/ProductForm.vue:42` is a place in the project;
    「修正はインフラチームのリポジトリ（または CloudFront コンソール）側になります」 is not."""
    from honing.grounding import vocab

    assert not vocab.first("修正は管理画面のフォーム側になります。", "nothing_to_fix")
    assert not vocab.first("修正はコンソール出力側です。", "nothing_to_fix")
    assert not vocab.first("原因はコードではなくスキーマです。", "nothing_to_fix")
    assert vocab.first("なので修正はインフラチームのリポジトリ（または CloudFront コンソール）側になります。", "nothing_to_fix")
    assert vocab.first("原因はリポジトリの外、本番の S3 バケットの CORS 設定です。", "nothing_to_fix")
    form = "<template>\n" + "".join(f"  <!-- row {n} -->\n" for n in range(2, 40)) + "</template>\n<script setup>\nfunction save() {\n  api.put('/products', { price: priceInput.value })\n}\n</script>\n"
    root = write(tmp_path, {"src/admin/ProductForm.vue": form})
    messages = [{"role": "user", "content": "管理画面で商品の価格を保存すると 0 円になるバグ、調べて"},
                {"role": "assistant", "content": "`src/admin/ProductForm.vue:42` の `save()` が `price` を文字列のまま送って"
                                                 "います。修正は管理画面のフォーム側になります。直しますか？"}]
    ref = honing.ground("うん、直して", messages, cwd=root, turns=1).references[0]
    assert ref.resolved and ref.path == "src/admin/ProductForm.vue", ref


def test_a_turn_that_wrote_only_tests_offers_no_code_to_suspect() -> None:
    """The edit that wrote `tests/test_timeparse.py` alone is no candidate with no place."""
    from honing.grounding.failing import _wrote_test
    from honing.sessions.model import ToolCall, Turn

    write_call = ToolCall("write", json.dumps({"file_path": "tests/test_timeparse.py",
                                               "content": "def test_parses_hours():\n    assert parse_duration('2h') == 7200\n"}),
                          paths=("tests/test_timeparse.py",))
    turns = [Turn(index=1, user="add a test", assistant="Added it.", tools=(write_call,))]
    assert _wrote_test("test_parses_hours", turns, {1: frozenset()}) is None


def test_an_approving_clause_picks_by_its_own_words(tmp_path: Path) -> None:
    """Turn 1 proposes dropping the fan-out join; turn 2's edit suggests a timezone in a later
    paragraph. "checked the timezone, … back to the gmv doubling: go ahead with your suggestion" is the
    join, whose words the approving clause says; 'suggestion' names no object (dev33 c07)."""
    sql = "-- daily gmv\n" + "".join(f"-- note {n}\n" for n in range(2, 12)) + ("SELECT o.shop_id, SUM(o.pay_amount)\n"
                                                                             "FROM orders o\nLEFT JOIN order_items i ON "
                                                                             "i.order_id = o.id\nGROUP BY o.shop_id;\n")
    dag = "from airflow import DAG\n\nwith DAG('gmv', schedule='30 2 * * *', start_date=datetime(2025, 6, 1)) as dag:\n    pass\n"
    root = write(tmp_path, {"sql/daily_gmv.sql": sql, "dags/gmv_dag.py": dag})
    messages = [{"role": "user", "content": "shop GMV doubled since 11/12, finance says revenue didn't change. check daily_gmv"},
                {"role": "assistant", "content": "The `LEFT JOIN order_items i ON i.order_id = o.id` fans each order out "
                                                 "per item, so `SUM(o.pay_amount)` counts it once per item. I'd drop the "
                                                 "join and filter with `EXISTS` instead. Want me to change it?"},
                {"role": "user", "content": "wait, first move the dag schedule to 02:30"},
                {"role": "assistant", "content": None, "tool_calls": [_edit("e1", "dags/gmv_dag.py", "schedule='0 1 * * *'",
                                                                            "schedule='30 2 * * *'")]},
                {"role": "tool", "tool_call_id": "e1", "content": "ok"},
                {"role": "assistant", "content": "Changed `dags/gmv_dag.py` to `schedule='30 2 * * *'`.\n\nThe cron runs in "
                                                 "UTC unless `start_date` has a timezone. I'd suggest `start_date=pendulum."
                                                 "datetime(2025, 6, 1, tz='Asia/Shanghai')`. Want me to change it?"}]
    ref = honing.ground("checked the timezone, the cluster is already Asia/Shanghai. back to the gmv doubling: go ahead "
                        "with your suggestion", messages, cwd=root, turns=2).references[0]
    assert ref.resolved and ref.path == "sql/daily_gmv.sql", ref
    ref, expect = _bench("ground_cases_dev33/c07")
    assert _covers(ref, expect), ref
    ref, expect = _bench("ground_cases_dev18/c04-billing-java-revenue-join-fanout")  # (an approval of finance's answer)
    assert _covers(ref, expect), ref


def test_a_reply_that_cannot_tell_which_of_two_causes_leaves_the_sentence_unresolved() -> None:
    """"I can't tell from Sentry which one it is" and 「コードだけではどちらが今回の原因か決めきれません」
    name two causes and pick none: "just fix the crash", 「メール2通来るやつ直しといて」 stay unresolved
    (dev33 a10, b04)."""
    from honing.grounding import vocab

    assert vocab.first("I can't tell from Sentry which one it is.", "undecided")
    assert vocab.first("コードだけではどちらが今回の原因か決めきれません。", "undecided")
    assert not vocab.first("I can't tell from here.", "undecided")
    for where in ("ground_cases_dev33/a10", "ground_cases_dev33/b04"):
        ref, expect = _bench(where)
        assert expect["resolved"] is False and not ref.resolved, (where, ref)


def test_a_fix_outside_the_repository_in_japanese_is_not_guessed() -> None:
    """「原因はリポジトリの外、本番の S3 バケットの CORS 設定」 (dev32 b05) and 「原因は Laravel ではなく、前段の
    CloudFront」 (dev31 b08) settle the CORS report outside the project: 「CORSのやつ」 stays unresolved. 「原因は
    コードではなくスキーマです」 keeps the migration the referent (dev3 02)."""
    for where in ("ground_cases_dev32/b05", "ground_cases_dev31/b08", "ground_cases_dev3/02-refundsvc"):
        ref, expect = _bench(where)
        assert _covers(ref, expect), (where, ref)


def test_a_correction_the_agent_owns_places_the_report_again_and_cool_fix_it_takes_its_offer(tmp_path: Path) -> None:
    """Turn 1 blamed the config; turn 2: "no, … only Asia/ or Europe/ timezones" / "You're right, sorry —
    the config isn't the problem. It's `tokenExpired()` … Want me to change it?"; two side questions
    follow. "cool, fix it" takes up that offer (dev32 a08), while a pushback that only changes how to
    fix keeps the first place (dev28 b10 holds)."""
    from honing.grounding import vocab

    assert vocab.first("cool, fix it", "approval") and vocab.first("ok then fix it", "approval")
    assert not vocab.first("can you fix it", "approval")
    service = ("<?php\n\nclass PasswordResetService\n{\n" + "".join(f"    // note {n}\n" for n in range(5, 20))
               + "    public function tokenExpired($record, $user): bool\n    {\n"
               "        $created = Carbon::parse($record->created_at, $user->timezone);\n"
               "        return $created->addMinutes(60)->isPast();\n    }\n}\n")
    root = write(tmp_path, {"app/Services/PasswordResetService.php": service,
                            "config/auth.php": "<?php\nreturn ['passwords' => ['users' => ['expire' => 60]]];\n"})
    messages = [{"role": "user", "content": "password reset links are expiring instantly for some patients"},
                {"role": "assistant", "content": "`config/auth.php` sets `expire` to 60 minutes; with a slow queue the "
                                                 "mail may arrive late. I'd raise it to 120."},
                {"role": "user", "content": "no, the mail arrives within seconds. it's only patients with an Asia/ or "
                                            "Europe/ timezone, US ones are fine"},
                {"role": "assistant", "content": "You're right, sorry — the config isn't the problem. It's `tokenExpired()` "
                                                 "in `app/Services/PasswordResetService.php`, line 22: it parses the UTC "
                                                 "`created_at` in the patient's timezone. Want me to change it?"},
                {"role": "user", "content": "also, the whole test suite takes forever, any tips?"},
                {"role": "assistant", "content": "Run it in parallel with `--parallel`."}]
    ref = honing.ground("cool, fix it", messages, cwd=root, turns=3).references[0]
    assert ref.resolved and ref.path == "app/Services/PasswordResetService.php", ref
    for where in ("ground_cases_dev32/a08", "ground_cases_dev28/b10-order-api-kotlin-guest-npe-after-correction"):
        ref, expect = _bench(where)
        assert _covers(ref, expect), (where, ref)


def test_the_root_fix_option_is_picked_by_its_title_in_japanese() -> None:
    """「対応案は2つです: 1. **根本対応**: `CustomerMapper.toEntity` の 21 行目を … に直す 2. **対症療法**: …」;
    six turns later 「おけ、さっき言ってた根本対応のほうでやって」 picks option 1 by its title: おけ and やって pick
    nothing, and 対応案 / に直す say the list offers ways to fix (dev33 b03)."""
    from honing.grounding import vocab
    from honing.grounding.items import _selectors

    assert _selectors("おけ、さっき言ってた根本対応のほうでやって") == {"根本対応"}
    assert vocab.first("対応案は2つです", "proposal") and vocab.first("21 行目を setShippingAddress に直す。", "proposal")
    ref, expect = _bench("ground_cases_dev33/b03")
    assert _covers(ref, expect), ref
