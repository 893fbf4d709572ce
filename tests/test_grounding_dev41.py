"""Grounding behaviours found on the forty-first development set (bench/ground_cases_dev41)."""

from __future__ import annotations

from pathlib import Path

import honing

from .test_grounding_dev5 import write

_VALUES = ("replicaCount: 2\nenv:\n  DB_USER: notify\nexternalSecret:\n  refreshInterval: 1h\n"
           + "".join(f"# note {n}\n" for n in range(6, 34)))


def test_a_fix_outside_the_repository_settles_the_report_past_side_questions_that_put_things_off(tmp_path: Path) -> None:
    """The agent placed the password outage in the cloud's secret store (「要修的是 KMS 里的值，不是
    仓库里的配置」); then two side questions, one opening 「connection-timeout 先不动」 (a config key
    put off, not a report). 「那你先把密码这个问题修了」 names no line (dev41 c07)."""
    session = [
        {"role": "user", "content": "staging 上 notify-service 发完 1.4.2 之后一直 CrashLoopBackOff，帮看下"},
        {"role": "assistant", "content": "原因找到了：Flyway 连数据库失败，`password authentication failed for user \"notify\"`。"
                                         "是 KMS 里存的密码和 RDS 上的实际密码对不上。最近有人动过 staging RDS 的账号吗？"},
        {"role": "user", "content": "问了 DBA，昨天他们在 RDS 控制台把 staging 所有账号的密码都重置了"},
        {"role": "assistant", "content": "那就对上了。要修的是 KMS 里的值，不是仓库里的配置：\n1. 找 DBA 要新密码；\n"
                                         "2. 在 KMS 里存一个新版本；\n3. 重启 Deployment。"},
        {"role": "user", "content": "connection-timeout 先不动。ExternalSecret 的 refreshInterval 1h 是不是太长了，要不要改成 5m"},
        {"role": "assistant", "content": "可以改，但这次改它也救不了：KMS 里存的就是旧密码。我的建议是保持 1h。要改的话是 "
                                         "`deploy/helm/notify-service/values-staging.yaml` 里的 `externalSecret.refreshInterval`。"}]
    project = write(tmp_path, {"deploy/helm/notify-service/values-staging.yaml": _VALUES})
    ref = honing.ground("行吧 那你先把密码这个问题修了", session, cwd=project, turns=3).references[0]
    assert not ref.resolved and ref.path is None, ref
    from honing.grounding.prose import _reports

    assert not _reports("connection-timeout 先不动。")
    assert _reports("connection-timeout 一直报错")


def test_a_clause_that_opens_by_putting_the_earlier_topic_off_still_reports() -> None:
    from honing.grounding.prose import _reports

    assert _reports("wait, first: the production deploy fails with 'Could not load credentials'")
    assert not _reports("タイムアウトは後回しで")
