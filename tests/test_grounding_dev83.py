"""Grounding behaviours found on the eighty-third development set (bench/ground_cases_dev83: builds, CI and
deployments), measured untouched at 5f9a68ea in the fifty-fourth round."""

from __future__ import annotations

from pathlib import Path

from honing.grounding import vocab
from honing.grounding.item_places import diagnosed
from honing.grounding.items import numbered_items
from honing.grounding.mentions import Mention
from honing.grounding.places import Sourced
from honing.grounding.quoted import votes

from .test_grounding_dev5 import write
from .test_grounding_dev45 import located

_OPTIONS = ("原因在我加的 healthcheck 本身：`docker-compose.yml` 第 24 行用的是 `curl`，但镜像里没有 curl。\n\n两种改法：\n\n"
            "1. **healthcheck 改用 python 标准库**，不动镜像。\n"
            "2. **Dockerfile 里装 curl**：镜像会大 10MB 左右。\n\n你选哪种？")


def test_an_option_that_names_no_place_is_made_where_the_reply_placed_the_defect() -> None:
    """「用第一种」 picks an option that names no file: it is carried out at `docker-compose.yml:24`, where the
    reply placed the defect before its list, not in the Dockerfile the other option names (dev83 c09)."""
    spans = numbered_items(_OPTIONS)
    said = [Sourced(Mention("location", "docker-compose.yml", 24, None, 1.0, _OPTIONS.index("docker-compose.yml")), 2,
                    "assistant"),
            Sourced(Mention("path", "Dockerfile", None, None, 1.0, _OPTIONS.index("Dockerfile")), 2, "assistant")]
    assert [s.mention.value for s in diagnosed(_OPTIONS, spans[0], spans, said)] == ["docker-compose.yml"]
    # (a place the other option names is no diagnosis of this one)
    both = [*said, Sourced(Mention("location", "docker-compose.yml", 24, None, 1.0, _OPTIONS.index("Dockerfile")), 2,
                           "assistant")]
    assert diagnosed(_OPTIONS, spans[0], spans, both) == ()
    assert located("ground_cases_dev83", "c09")


def test_the_defect_a_reply_put_down_to_its_own_edit_is_what_you_broke() -> None:
    """「先把你自己改坏的那个修了」 after 「是我上一轮改出来的问题 … 要我现在改吗？」 is that defect (`Dockerfile:15`), not
    where the newest edit (a version bump) wrote (dev83 c02)."""
    assert vocab.first("找到了，是我上一轮改出来的问题：", "own_fault")
    assert vocab.first("when i switched to uvicorn in turn 1 i dropped the --host flag.", "own_fault")
    assert vocab.first("私の先ほどの変更で壊れていました。", "own_fault")
    for said in ("不是我上一轮改出来的问题", "这不是我引入的", "我之前的修改导致的吗？应该不是", "私の修正で直りました",
                 "the change caused no issues", "i introduced a helper `retry()`"):
        assert not vocab.first(said, "own_fault"), said
    assert located("ground_cases_dev83", "c02")


def test_a_quoted_name_the_turn_places_at_a_line_votes_there_alone(tmp_path: Path) -> None:
    """"`package.json:8` 的 `build:test`": the script's line, not the CI job that runs `npm run build:test`
    (dev83 c07). Quoted without a place, the name votes wherever it stands."""
    from honing.grounding.project import Project
    write(tmp_path, {"package.json": '{\n  "scripts": {\n    "build:test": "API_BASE_URL=x webpack"\n  }\n}\n',
                     ".gitlab-ci.yml": "build:\n  script:\n    - npm run build:test\n"})
    code = [Sourced(Mention("code", "build:test", None, None, 1.0, 0), 2, "assistant")]
    placed = votes(Project(tmp_path), code, {("package.json", 3, 2)})
    assert [(path, weight) for path, _, weight, *_ in placed] == [("package.json", 1.0)]  # (its whole weight)
    assert {path for path, *_ in votes(Project(tmp_path), code, set())} == {"package.json", ".gitlab-ci.yml"}
    # (a place named in another turn does not hold this turn's quote)
    assert {path for path, *_ in votes(Project(tmp_path), code, {("package.json", 3, 1)})} == {"package.json", ".gitlab-ci.yml"}
    assert located("ground_cases_dev83", "c07")
