"""Grounding behaviours found on the fifty-sixth development set (bench/ground_cases_dev56: game
development — Unity, Godot, Unreal-style C++, Bevy, Pygame, LÖVE, shaders, a small ECS)."""

from __future__ import annotations

from pathlib import Path

from honing.grounding import failing
from honing.grounding.places import Candidate, Vote
from honing.grounding.project import Project

from .test_grounding_dev45 import _bench_case

BENCH = Path(__file__).resolve().parent.parent / "bench"
DEV56 = BENCH / "ground_cases_dev56"


def _within(prefix: str) -> None:
    result, expect = _bench_case(DEV56, prefix)
    ref = result.references[0]
    assert ref.resolved and ref.path == expect["path"], ref.reason
    assert ref.start_line is not None and ref.end_line is not None
    assert ref.start_line <= int(expect["line"]) <= ref.end_line  # type: ignore[call-overload]


def test_a_failing_test_no_turn_ran_points_at_the_tested_use_of_a_redefined_name() -> None:
    """「test_enemy_falls_off_ledge 挂了」 after the agent turned GRAVITY from px/frame into px/s²:
    tests/test_enemy.py tests enemy.py, which no edit touched and which still uses GRAVITY the old
    way; that line is the place, not the player's gravity line the edit rewrote (dev56 c04)."""
    _within("c04")


def _game(root: Path, *, enemy_edited: bool = False) -> tuple[Project, list[tuple[int, str, str, str]]]:
    (root / "game").mkdir(parents=True)
    (root / "tests").mkdir()
    (root / "game" / "config.py").write_text("GRAVITY = 2160.0\nTILE = 32\n")
    (root / "game" / "enemy.py").write_text(
        "from game.config import GRAVITY\n\nclass Walker:\n    def update(self, dt):\n"
        "        self.vy = self.vy + GRAVITY * dt * 60\n")
    (root / "tests" / "test_enemy.py").write_text(
        "from game.enemy import Walker\n\ndef test_enemy_falls_off_ledge():\n    assert Walker()\n")
    changes = [(1, "game/config.py", "GRAVITY = 0.6\nTILE = 32\n", "GRAVITY = 2160.0\nTILE = 32\n")]
    if enemy_edited:
        changes.append((1, "game/enemy.py", "    pass\n", "    return\n"))
    project = Project.open(root)
    assert project is not None
    return project, changes


def _found() -> list[Candidate]:
    return [Candidate("game/enemy.py", 3, 5, "Walker", [Vote(1.0, "named", None, None)])]


def test_the_use_of_the_redefined_name_leads_and_ends_the_search(tmp_path: Path) -> None:
    project, changes = _game(tmp_path)
    out = failing.tested_code(project, _found(), "test_enemy_falls_off_ledge", False, changes, None)
    assert (out[0].path, out[0].start_line, out[0].decisive) == ("game/enemy.py", 5, True)
    assert "GRAVITY" in out[0].votes[0].reason


def test_no_redefinition_or_an_edited_tested_file_leaves_the_places(tmp_path: Path) -> None:
    """A tested file the edits touched is what they changed, not what they left behind; an edit that
    gave no name a new value says nothing of the test; a failing test found through an edit keeps
    the older route."""
    project, changes = _game(tmp_path / "one", enemy_edited=True)
    assert failing.tested_code(project, _found(), "test_enemy_falls_off_ledge", False, changes, None) == _found()
    project, changes = _game(tmp_path / "two")
    same = [(1, "game/config.py", "TILE = 32\n", "TILE = 32\nSCALE = 2\n")]
    assert failing.tested_code(project, _found(), "test_enemy_falls_off_ledge", False, same, None) == _found()
    assert failing.tested_code(project, _found(), "test_enemy_falls_off_ledge", True, changes, None) == _found()
