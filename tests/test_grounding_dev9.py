"""Grounding behaviours found on the ninth development set (bench/ground_cases_dev9)."""

from __future__ import annotations

from pathlib import Path

import pytest

import honing

from .test_grounding_dev5 import write


@pytest.mark.parametrize(("report", "answer", "sentence"), [
    ("the riverside schedule page 500s: JsonException: invalid after a property name at $.sat",
     "`SetHours` in Services/StudioScheduleService.cs serializes a typed record; it cannot drop a colon. So the "
     "riverside row was changed outside the app, by hand in the DB. Fix the row in production.",
     "ugh ok. can you fix it"),
    ("88 号门店付款成功但积分没加：Division by zero",
     "`PointsCalculator` 在 Services/StudioScheduleService.cs 里用的是后台配置的值，后台校验不允许 0。"
     "所以是线上这条数据被绕过后台直接改过，需要 DBA 把它改回 1.00。",
     "行吧，那你处理一下"),
])
def test_a_production_data_problem_leaves_nothing_to_change_in_the_repository(
        tmp_path: Path, report: str, answer: str, sentence: str) -> None:
    root = write(tmp_path, {"Services/StudioScheduleService.cs": "class StudioScheduleService {\n"
                                                                 "  public Hours SetHours(Hours h) => Save(h);\n}\n"})
    messages = [{"role": "user", "content": report}, {"role": "assistant", "content": answer}]
    ref = honing.ground(sentence, messages, cwd=root).references[0]
    assert not ref.resolved and "nothing in the project to change" in ref.reason, ref
