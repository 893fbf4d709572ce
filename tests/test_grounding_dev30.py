"""Grounding behaviours found on the thirtieth development set (bench/ground_cases_dev30)."""

from __future__ import annotations

from pathlib import Path

import honing

from .test_grounding_dev5 import write

CASES = Path(__file__).resolve().parent.parent / "bench" / "ground_cases_dev30"


def _bench_case(prefix: str) -> tuple[honing.GroundResult, dict[str, object]]:
    """Run the engine on a case of the bench set as the bench does."""
    import tomllib

    case_dir = next(CASES.glob(f"{prefix}-*"))
    case = tomllib.loads((case_dir / "case.toml").read_text("utf-8"))
    result = honing.ground(case["sentence"], str(case_dir / case["transcript"]), cwd=case_dir / "project",
                           turns=case["turns"])
    return result, case["expect"]


def test_a_change_that_is_not_in_this_repo_is_not_guessed(tmp_path: Path) -> None:
    """"That change isn't in this repo though. … the role and its trust policy are Terraform in
    `shopwise/aws-accounts`", then side edits: "can you just fix the trust thing" cannot be done
    here (dev30 a10)."""
    root = write(tmp_path, {".github/workflows/deploy.yml": "on: push\njobs:\n  deploy:\n    permissions:\n"
                                                            "      id-token: write\n",
                            ".github/workflows/ci.yml": "on: pull_request\njobs:\n  test:\n    runs-on: ubuntu-latest\n"})
    messages = [{"role": "user", "content": "deploy from release/2025.11 fails: Not authorized to perform "
                                            "sts:AssumeRoleWithWebIdentity"},
                {"role": "assistant", "content": "The role's trust policy only accepts the main branch's `sub`. That "
                                                 "change isn't in this repo though: the role is Terraform in "
                                                 "`shopwise/aws-accounts`, owned by the platform team."},
                {"role": "user", "content": "ok ill ping them. unrelated, ci.yml doesnt cache npm, add that"},
                {"role": "assistant", "content": "Added `cache: npm` to `.github/workflows/ci.yml`."}]
    ref = honing.ground("platform team is slow as usual. can you just fix the trust thing", messages, cwd=root,
                        turns=2).references[0]
    assert not ref.resolved, ref


def test_a_policy_not_in_this_repository_is_not_guessed_in_chinese() -> None:
    """「这个角色的策略不在本仓库：…由平台组在 `platform/infra-live` 管理」; later turns propose a
    CloudFront invalidation whose list says 平台组 in passing. 「AccessDenied 那个你直接帮我搞定吧
    平台组今天没人回」 names its object by `AccessDenied`, which that list lacks (dev30 c08)."""
    from honing.grounding import vocab

    assert vocab.first("这个角色的策略不在本仓库：由平台组管理", "nothing_to_fix") is not None
    assert vocab.first("问题不在本仓库的业务代码，而是配置", "nothing_to_fix") is None
    result, expect = _bench_case("c08")
    assert expect["resolved"] is False
    assert not result.references[0].resolved, result.references[0]


def test_the_last_item_ends_before_a_lead_in_to_bullets_that_name_every_item() -> None:
    """「**② 返金の JOIN で…**」 is the last finding; 「直し方:\\n- ① … (run.py で翌月 1 日を渡す)\\n- ② …」 after it
    is no part of it: the agent's later edit of run.py took up ①, not ② (dev30 b07)."""
    from honing.grounding.items import numbered_items

    text = ("原因は 2 つあります。\n\n**① 期間の条件で 9/30 が抜けている**\n32 行目の `BETWEEN` です。\n\n"
            "**② 返金の JOIN で注文が重複している**\n26 行目の `LEFT JOIN refunds r` です。\n\n"
            "直し方:\n- ① 半開区間にする (run.py で翌月 1 日を渡す)\n- ② 返金を先に集約してから JOIN する\n\nどちらから直しますか？")
    spans = numbered_items(text)
    assert len(spans) == 2
    assert "LEFT JOIN" in text[slice(*spans[1])] and "run.py" not in text[slice(*spans[1])]
    result, expect = _bench_case("b07")
    ref = result.references[0]
    assert ref.resolved and ref.path == expect["path"], ref
    assert ref.start_line <= expect["line"] <= ref.end_line, ref  # type: ignore[operator]


# Found by a review of the dev30 round; each failed on the code before its fix.


def test_a_name_from_the_report_the_list_answers_does_not_stop_the_pick(tmp_path: Path) -> None:
    """The user reported `AccessDenied`; the reply's item 1 explains it without repeating the name.
    "fix the upload key one, that's the AccessDenied" is item 1."""
    root = write(tmp_path, {"src/worker/upload.py": "".join(f"# upload {n}\n" for n in range(1, 13))
                            + "def upload(obj):\n    key = '/' + obj.name\n" + "".join(f"# more {n}\n" for n in range(20)),
                            "src/worker/retry.py": "".join(f"# retry {n}\n" for n in range(1, 29))
                            + "def retry(fn):\n    try:\n        fn()\n    except Exception:\n        pass\n"})
    messages = [{"role": "user", "content": "uploads from the worker fail with `AccessDenied` since yesterday's deploy"},
                {"role": "assistant", "content": "Let me look at the worker and how it talks to the bucket."},
                {"role": "user", "content": "it started right after the deploy, any idea?"},
                {"role": "assistant", "content": "I found two problems:\n\n1. The upload key in `src/worker/upload.py:14` "
                                                 "is built with a leading slash, so the bucket policy's prefix never matches "
                                                 "and S3 refuses the write.\n2. The retry loop in `src/worker/retry.py:30` "
                                                 "swallows the exception and reports success.\n\nWhich one should I fix first?"}]
    for sentence in ("fix the upload key one, that's the AccessDenied", "fix the upload key one, that is the `AccessDenied`"):
        ref = honing.ground(sentence, messages, cwd=root, turns=2).references[0]
        assert ref.path == "src/worker/upload.py", (sentence, ref)


def test_a_name_followed_by_a_full_stop_is_still_the_name() -> None:
    import tomllib

    case_dir = next(CASES.glob("c08-*"))
    case = tomllib.loads((case_dir / "case.toml").read_text("utf-8"))
    ref = honing.ground("平台组今天没人回，你直接帮我搞定 AccessDenied. 下午必须上线", str(case_dir / case["transcript"]),
                        cwd=case_dir / "project", turns=case["turns"]).references[0]
    assert not ref.resolved, ref


def test_a_last_item_keeps_its_own_fix_bullets_its_code_and_its_indented_lines() -> None:
    from honing.grounding.items import numbered_items

    own = ("Two findings:\n\n### 1. Stale read\n`src/a.py:11` reads before the lock.\n\n### 2. Race on the cache write\n"
           "Two writers race.\n\nFix:\n- wrap `store[k] = v` in `src/cache.py:42` with the lock\n- add a test\n")
    fenced = ("Two findings:\n\n**1. Lint runs late**\nMove it.\n\n**2. Tests run before the build**\nChange the job to:\n\n"
              "```yaml\njobs:\n  test:\n\n    steps:\n      - uses: actions/checkout@v4\n```\n")
    indented = ("Two findings:\n\n### 1. Stale read\n   Reads early.\n\n### 2. Cache race\n   Two writers race.\n\n"
                "   Affected:\n   - `src/cache.py:42`\n   - `src/cache_test.py`\n")
    for text, kept in ((own, "src/cache.py:42"), (fenced, "actions/checkout"), (indented, "src/cache.py:42")):
        spans = numbered_items(text)
        assert len(spans) == 2 and kept in text[slice(*spans[1])], text


def test_a_fix_not_in_this_repo_yet_or_in_a_folder_of_it_is_in_the_repository() -> None:
    from honing.grounding import vocab

    for said in ("but that fix isn't in this repo yet: `total()` at `src/billing/invoice.py:42` still sums floats",
                 "问题不在本仓库中的测试，而在 `src/billing/invoice.py:42` 的 `total()`",
                 "舍入配置不在本仓库根目录，而在 `config/app.toml` 里"):
        assert vocab.first(said, "nothing_to_fix") is None, said
    assert vocab.first("That change isn't in this repo though: the role is Terraform elsewhere", "nothing_to_fix")


def test_a_rails_scope_is_a_definition(tmp_path: Path) -> None:
    """"`due_for_renewal` 这个 scope 用的是 `Date.today`" places the scope's line, not a caller's."""
    model = ("class Subscription < ApplicationRecord\n" + "".join(f"  # note {n}\n" for n in range(2, 13))
             + "  scope :due_for_renewal, -> { where('renews_on <= ?', Date.today) }\n"
             + "".join(f"  # more {n}\n" for n in range(14, 34)) + "end\n")
    job = "class RenewalJob\n  def perform\n    Subscription.due_for_renewal.find_each(&:renew!)\n  end\nend\n"
    root = write(tmp_path, {"app/models/subscription.rb": model, "app/jobs/renewal_job.rb": job})
    messages = [{"role": "user", "content": "续费总是晚一天"},
                {"role": "assistant", "content": "`due_for_renewal` 这个 scope 用的是 `Date.today`，取的是服务器时区，"
                                                 "应该改成 `Date.current`。"}]
    ref = honing.ground("那个修了吧", messages, cwd=root, turns=1).references[0]
    assert ref.path == "app/models/subscription.rb" and ref.start_line <= 13 <= ref.end_line, ref  # type: ignore[operator]


def test_an_aside_that_names_only_symbols_beside_an_edit_of_the_same_file_is_still_an_aside() -> None:
    """Aider added a scope to subscription.rb and, in an aside, 「另外顺便提一下…这次没改：`due_for_renewal` 这个
    scope 用的是 `Date.today`」 names no file, only symbols the edit did not touch: 「时区那个也修了吧」 takes it
    up (dev30 c07, the Aider session itself)."""
    import tomllib

    from honing.grounding import observer, resolve
    from honing.sessions import read_session

    case_dir = next(CASES.glob("c07-*"))
    case = tomllib.loads((case_dir / "case.toml").read_text("utf-8"))
    window = observer.window(read_session(str(case_dir / case["transcript"])).turns, count=case["turns"], full=False)
    found = resolve.plan(case["sentence"], window.turns)
    assert "noticed beside its fix" in found.reason and found.candidates[0].turn == 1, found.reason


def test_a_chained_call_quoted_from_the_code_is_a_place() -> None:
    """「`saved.getTotal().equals(BigDecimal.ZERO)`」 is quoted from the code: where it stands verbatim is
    a place (dev30 c03), as `validator.isValid(it.email)` was."""
    from honing.grounding import mentions

    found = mentions.find("免费订单判断：`saved.getTotal().equals(BigDecimal.ZERO)`。")
    assert ("code", "saved.getTotal().equals(BigDecimal.ZERO)") in {(m.kind, m.value) for m in found}
    assert ("code", "validator.isValid(it.email)") in {(m.kind, m.value) for m in mentions.find("`validator.isValid(it.email)`")}


def test_a_go_frame_pasted_without_its_file_line_names_its_function() -> None:
    """「panic: assignment to entry in nil map … internal/batch.summarize({0xc0001c4000, …})」 cut after the
    frame's head: `summarize` is named, so the agent's new map write in it is found (dev30 b02)."""
    from honing.grounding import mentions

    cut = ("panic: assignment to entry in nil map\n\ngoroutine 1 [running]:\n"
           "github.com/sorami-logi/haisou/internal/batch.summarize({0xc0001c4000, 0x3a, 0x40}, 0x2)")
    assert ("symbol", "summarize") in {(m.kind, m.value) for m in mentions.find(cut)}
    whole = ("goroutine 51 [running]:\ngithub.com/acme/logship/internal/batch.(*Batcher).Add(...)\n"
             "\t/build/internal/batch/batcher.go:43 +0x1a5\n")
    found = {(m.kind, m.value, m.symbol) for m in mentions.find(whole)}
    assert ("location", "/build/internal/batch/batcher.go", "Add") in found and ("symbol", "Add", "Batcher") not in found
    result, expect = _bench_case("b02")
    ref = result.references[0]
    assert ref.resolved and ref.path == expect["path"], ref
    assert ref.start_line <= expect["line"] <= ref.end_line, ref  # type: ignore[operator]
