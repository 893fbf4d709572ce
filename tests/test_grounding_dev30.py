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
