"""Grounding behaviours of the fifty-eighth round: misses of earlier sets taken up while the ninety-fifth development
set was written, and what that blind set showed (bench/ground_cases_dev95: data analysis and scientific code; measured
untouched before the changes it informed, see its README)."""

from __future__ import annotations

from pathlib import Path

from honing.grounding import callees, refine
from honing.grounding.places import Candidate, Vote
from honing.grounding.project import Project

from .test_grounding_dev45 import located

_PRUNE = """should_prune() {
  local day=$1 cutoff=$2
  [[ ! $day > $cutoff ]]
}

prune_local() {
  local dir=$1 keep_days=$2
  for f in "$dir"/*.sql.gz; do
    if should_prune "$day" "$cutoff"; then
      rm -f -- "$f"
    fi
  done
}
"""


def _prune_project(tmp_path: Path) -> Project:
    (tmp_path / "lib").mkdir()
    (tmp_path / "lib" / "prune.sh").write_text(_PRUNE, encoding="utf-8")
    return Project(tmp_path)


def test_a_shell_function_the_edit_added_is_called_as_a_command(tmp_path: Path) -> None:
    """prune_local calls the new should_prune as a shell command, `if should_prune "$day" "$cutoff"; then`, with no
    parentheses: that is a call, and the function the edit added is the hop down from the located one (dev93 a09)."""
    project = _prune_project(tmp_path)
    top = Candidate("lib/prune.sh", 6, 13, "prune_local", [Vote(2.0, "named", 9, 1)])
    old = "prune_local() {\n  for f in x; do rm -f -- \"$f\"; done\n}\n"
    found = callees.added_callee(project, [top], [(1, "lib/prune.sh", old, _PRUNE)], None)
    assert [(c.symbol, c.start_line) for c in found] == [("should_prune", 1), ("prune_local", 6)]
    # (a name merely written after another word is no call: `echo should_prune` in a Python file is text)
    py = Candidate("lib/prune.py", 1, 3, "prune_local", [Vote(2.0, "named", 1, 1)])
    (tmp_path / "lib" / "prune.py").write_text("def prune_local():\n    log('should_prune x')\n    return 1\n\n"
                                               "def should_prune():\n    return 2\n", encoding="utf-8")
    assert callees.added_callee(project, [py], [(1, "lib/prune.py", "", "def should_prune():\n")], None) == [py]


def test_a_failing_tests_title_names_no_place_of_its_own(tmp_path: Path) -> None:
    """"ci is red on `prune_local keeps the backup from exactly keep_days ago`" names the test; the function its title
    starts with is what the test runs, not a place the sentence points at over the edit's new helper (dev93 a09)."""
    project = _prune_project(tmp_path)
    helper = Candidate("lib/prune.sh", 1, 4, "should_prune", [Vote(3.0, "added", 3, 1)])
    caller = Candidate("lib/prune.sh", 6, 13, "prune_local", [Vote(2.0, "named", 9, 1)])
    test = "prune_local keeps the backup from exactly keep_days ago"
    sentence = f"ci is red on `{test}`. fix that"
    assert refine.named_by_words([helper, caller], sentence, True, test, project)[0] is helper
    # (named outside a test's title, the function is the sentence's own pointer)
    assert refine.named_by_words([helper, caller], "the bug is in `prune_local`, fix that", True, "", project)[0] is caller
    assert located("ground_cases_dev93", "a09")
